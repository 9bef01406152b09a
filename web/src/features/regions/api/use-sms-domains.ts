import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { REGIONS_KEY, regionsKey, tenant } from './tenant';

/** The tenant's telephony domains, live from the platform: the key App Management's domain list uses, so they share one answer. */
export function useAllDomains(cloudId?: string) {
  return useQuery({ queryKey: ['domains', cloudId ?? 'own'], queryFn: () => rpc('getAllDomains', tenant(cloudId)), staleTime: 60_000, retry: false });
}

/** The domains whose app users may send SMS/MMS (the saved checks). */
export function useCheckedDomains(cloudId?: string) {
  return useQuery({ queryKey: regionsKey('sms', cloudId), queryFn: () => rpc('getDomainsChecked', tenant(cloudId)), retry: false });
}

/** Saves the checked set, toasts the answer and reads the saved set again. */
export function useSaveCheckedDomains(cloudId?: string) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (domains: string[], { idempotencyKey }) => rpc('checkUncheckDomains', { ...tenant(cloudId), domains }, { idempotencyKey }),
    onSuccess: (answer) => {
      notifySuccess(answer);
      return queryClient.invalidateQueries({ queryKey: [REGIONS_KEY, 'sms'] });
    },
    onError: (error) => notifyError(error),
  });
}
