import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';

export const profileKeys = {
  all: ['client-profiles'] as const,
  primaries: ['client-profiles', 'primary'] as const,
  domains: (cloudId: string) => ['client-profiles', 'domain', cloudId] as const,
  extensions: (cloudId: string, domain: string) => ['client-profiles', 'extension', cloudId, domain] as const,
  detail: (id: number) => ['client-profiles', 'detail', id] as const,
};

/** Primary profiles: the tenant's own, or every tenant's for the super tenant. */
export const usePrimaryProfiles = () => useQuery({ queryKey: profileKeys.primaries, queryFn: () => rpc('profileSummary', {}) });

export function useDomainProfiles(cloudId: string | null) {
  return useQuery({
    queryKey: profileKeys.domains(cloudId ?? ''),
    queryFn: () => rpc('profileForDomainsSummary', { cloud_id: cloudId as string }),
    enabled: cloudId !== null,
  });
}

export function useExtensionProfiles(cloudId: string | null, domain: string | null) {
  return useQuery({
    queryKey: profileKeys.extensions(cloudId ?? '', domain ?? ''),
    queryFn: () => rpc('profileForExtensionsSummary', { cloud_id: cloudId as string, domain: domain as string }),
    enabled: cloudId !== null && domain !== null,
  });
}

export function useProfile(id: number | null) {
  return useQuery({ queryKey: profileKeys.detail(id ?? 0), queryFn: () => rpc('profileDetail', { id: id as number }), enabled: id !== null, staleTime: 0 });
}

export const useSaveProfile = () => useCallMutation('profileCreateUpdate', profileKeys.all);
export const useDeleteProfile = () => useCallMutation('deleteProfile', profileKeys.all);
