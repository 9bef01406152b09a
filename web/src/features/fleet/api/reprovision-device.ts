import type { FleetDevice } from '@mamt/contract/fleet/fleet-fields';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { useRefreshFleet } from './use-fleet';

/** Reprovision of a stale device's user (admins): the server queues the work; the figures are read again. */
export function useReprovisionDevice() {
  const refresh = useRefreshFleet();
  return useSubmitMutation({
    mutationFn: ({ cloud_id, domain, extension }: FleetDevice, { idempotencyKey }) => rpc('reprovisionByForce', { cloud_id, domain, extension }, { idempotencyKey }),
    onSuccess: (answer) => {
      notifySuccess(answer);
      void refresh();
    },
    onError: notifyError,
  });
}
