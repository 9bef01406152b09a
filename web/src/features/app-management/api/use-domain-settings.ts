import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';

export const domainSettingsKey = (domain: string, cloudId?: string) => ['domain-settings', cloudId ?? 'own', domain] as const;

/** Every App Management setting of the picked domain, in one request (document 2 §9). */
export function useDomainSettings(domain: string, cloudId?: string) {
  return useQuery({
    queryKey: domainSettingsKey(domain, cloudId),
    queryFn: () => rpc('getDomainSettings', { domain, ...tenantPayload(cloudId) }),
  });
}

/** The tenant's company flags deciding which toggles show (textable, call_history). */
export function useCompanyDetails(cloudId?: string) {
  return useQuery({
    queryKey: ['company-details', cloudId ?? 'own'],
    queryFn: () => rpc('getCompanyDetails', tenantPayload(cloudId)),
    staleTime: 60_000,
  });
}
