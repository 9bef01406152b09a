import type { CallOutput, Calls } from '@mamt/contract';
import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';

export type TenantDomain = CallOutput<Calls['getTenantDomains']>[number];

/** The tenant's domains with their figures (the super tenant may name a cloud id); read again on each visit. */
export function useTenantDomains(cloudId?: string) {
  return useQuery({ queryKey: ['tenant-domains', cloudId ?? 'own'], queryFn: () => rpc('getTenantDomains', tenantPayload(cloudId)), retry: false });
}
