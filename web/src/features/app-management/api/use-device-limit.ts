import { useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';
import { domainSettingsKey } from './use-domain-settings';

type Outcome = { onSaved: () => void; onRefused: (failure: Error) => void };

/**
 * Sets the domain's device limit per user. The server answers with every setting of the domain,
 * stored as they are instead of asked for again; a refusal goes to the field (`onRefused`), not a toast.
 */
export function useSetDeviceLimit(domain: string, cloudId: string | undefined, { onSaved, onRefused }: Outcome) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (deviceLimit: number, { idempotencyKey }) => rpc('SetDeviceLimit', { domain, ...tenantPayload(cloudId), device_limit: deviceLimit }, { idempotencyKey }),
    onSuccess: (answer) => {
      onSaved();
      queryClient.setQueryData(domainSettingsKey(domain, cloudId), answer.settings);
      notifySuccess(answer);
    },
    onError: onRefused,
  });
}
