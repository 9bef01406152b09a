import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { tenantDomainsQuery, tenantPayload } from '../../../lib/tenant-queries';
import { REGIONS_KEY, regionsKey } from './query-keys';

/** The tenant's telephony domains, live from the platform (the answer App Management's domain list shares). */
export function useAllDomains(cloudId?: string) {
  return useQuery({ ...tenantDomainsQuery(cloudId), retry: false });
}

/** The domains whose app users may send SMS/MMS (the saved checks). */
export function useCheckedDomains(cloudId?: string) {
  return useQuery({ queryKey: regionsKey('sms', cloudId), queryFn: () => rpc('getDomainsChecked', tenantPayload(cloudId)), retry: false });
}

/** Saves the checked set, toasts the answer and reads the saved set again. */
export function useSaveCheckedDomains(cloudId?: string) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (domains: string[], { idempotencyKey }) => rpc('checkUncheckDomains', { ...tenantPayload(cloudId), domains }, { idempotencyKey }),
    onSuccess: (answer) => {
      notifySuccess(answer);
      return queryClient.invalidateQueries({ queryKey: [REGIONS_KEY, 'sms'] });
    },
    onError: (error) => notifyError(error),
  });
}
