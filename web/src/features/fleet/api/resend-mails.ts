import type { FleetDomainCount } from '../fleet-types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { useRefreshFleet } from './use-fleet';

/** Sends again every undelivered QR e-mail of a domain (the server chooses them, however many); the figures are read again. */
export function useResendMails() {
  const refresh = useRefreshFleet();
  return useSubmitMutation({
    mutationFn: ({ cloud_id, domain }: FleetDomainCount, { idempotencyKey }) => rpc('resendQrMails', { cloud_id, domain, all_undelivered: true }, { idempotencyKey }),
    onSuccess: (answer) => {
      notifySuccess(answer);
      void refresh();
    },
    onError: notifyError,
  });
}
