import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';

/** The domain's numbers, free and assigned, under one key: an assignment changes both lists. */
const callingNumbersKey = (domain: string, cloudId?: string) => ['calling-numbers', cloudId ?? 'own', domain] as const;

/** The domain's DIDs, each with the user it is assigned to, if any. */
export function useAvailableCallingNumbers(domain: string, cloudId?: string) {
  return useQuery({ queryKey: [...callingNumbersKey(domain, cloudId), 'available'], queryFn: () => rpc('getAvailableCallingNumbers', { domain, ...tenantPayload(cloudId) }) });
}

/** The calling numbers assigned to one user. */
export function useAssignedCallingNumbers(domain: string, extension: string, cloudId?: string) {
  return useQuery({
    queryKey: [...callingNumbersKey(domain, cloudId), 'assigned', extension],
    queryFn: () => rpc('getAssignedCallingNumbers', { domain, ...tenantPayload(cloudId), user: extension }),
  });
}

export const useAssignCallingNumber = (domain: string, cloudId?: string) => useCallMutation('assignCallingNumber', callingNumbersKey(domain, cloudId));

export const useUnassignCallingNumber = (domain: string, cloudId?: string) => useCallMutation('deleteAssignedCallingNumber', callingNumbersKey(domain, cloudId));
