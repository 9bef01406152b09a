import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { clientProfileHooks } from './client-profile-hooks';

// The lower levels of the profile tree, under the resource's key: a save or delete reloads them too.
const all = clientProfileHooks.keys.all;

export function useDomainProfiles(cloudId: string | null) {
  return useQuery({
    queryKey: [...all, 'domain', cloudId ?? ''],
    queryFn: () => rpc('profileForDomainsSummary', { cloud_id: cloudId as string }),
    enabled: cloudId !== null,
  });
}

export function useExtensionProfiles(cloudId: string | null, domain: string | null) {
  return useQuery({
    queryKey: [...all, 'extension', cloudId ?? '', domain ?? ''],
    queryFn: () => rpc('profileForExtensionsSummary', { cloud_id: cloudId as string, domain: domain as string }),
    enabled: cloudId !== null && domain !== null,
  });
}
