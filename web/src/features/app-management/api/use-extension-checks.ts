import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';

const key = (domain: string, cloudId?: string) => ['extensions-checked', cloudId ?? 'own', domain] as const;

/** The extensions of the domain allowed to use the app, as saved. */
export function useExtensionsChecked(domain: string, cloudId?: string) {
  return useQuery({
    queryKey: key(domain, cloudId),
    queryFn: async () => new Set((await rpc('getExtensionsChecked', { domain, ...tenantPayload(cloudId) })).map((row) => row.extension)),
  });
}

/** Saves the changed per-user switches; the saved set reloads once the server agreed. */
export function useSaveExtensions(domain: string, cloudId: string | undefined, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (list: Array<{ extension: string; allowed: boolean }>, { idempotencyKey }) =>
      rpc('checkExtensions', { domain, ...tenantPayload(cloudId), list }, { idempotencyKey }),
    onSuccess: async (answer) => {
      notifySuccess(answer);
      await queryClient.invalidateQueries({ queryKey: key(domain, cloudId) });
      onSaved();
    },
    onError: (error) => notifyError(error),
  });
}
