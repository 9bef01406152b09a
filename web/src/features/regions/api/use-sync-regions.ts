import { useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';
import { REGIONS_KEY } from './query-keys';

/**
 * Resyncs regions from the platform now: one domain's (`domain` given) or every domain's and the
 * cores (none). Toasts the answer ('Region Synced') and refreshes the table (document 2 §4), its
 * status line and the cores, whatever the outcome: a failed resync is recorded in the status too.
 */
export function useSyncRegions(cloudId?: string) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (domain: string | null, { idempotencyKey }) =>
      domain === null
        ? rpc('globalsyncRegions', tenantPayload(cloudId), { idempotencyKey })
        : rpc('syncRegions', { ...tenantPayload(cloudId), domain }, { idempotencyKey }),
    onSuccess: (answer) => notifySuccess(answer),
    onError: (error) => notifyError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REGIONS_KEY] }),
  });
}
