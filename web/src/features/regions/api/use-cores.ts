import type { CallOutput, Calls } from '@mamt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';
import { REGIONS_KEY, regionsKey } from './query-keys';

export type CoreRow = CallOutput<Calls['getCoresInfo']>[number];

/** The cores of the tenant's platform by region, each up or down as its administrators marked it. */
export function useCores(cloudId?: string) {
  return useQuery({ queryKey: regionsKey('cores', cloudId), queryFn: () => rpc('getCoresInfo', tenantPayload(cloudId)), retry: false });
}

/** The new state of one core: `down` true marks it down, false up again. */
export type CoreChange = { region: string; core: string; down: boolean };

/**
 * Marks a core down or up. Its switch follows the stored rows, so it flips only once the server has
 * said yes: the answer's state is put in the rows at once, then the rows are read again (who
 * changed it, and when).
 */
export function useToggleCore(cloudId?: string) {
  const queryClient = useQueryClient();
  const key = regionsKey('cores', cloudId);
  return useSubmitMutation({
    mutationFn: ({ region, core, down }: CoreChange, { idempotencyKey }) => rpc('toggleCores', { ...tenantPayload(cloudId), region, core, toggleValue: down }, { idempotencyKey }),
    onSuccess: (answer, { region, core, down }) => {
      queryClient.setQueryData<CoreRow[]>(key, (rows) => rows?.map((row) => (row.region === region && row.core === core ? { ...row, down } : row)));
      notifySuccess(answer);
      // Not awaited: the switches may be used again at once, while who changed it is read.
      void queryClient.invalidateQueries({ queryKey: [REGIONS_KEY, 'cores'] });
    },
    onError: (error) => notifyError(error),
  });
}
