import { useQuery } from '@tanstack/react-query';
import { tenantDomainsQuery } from '../../../lib/tenant-queries';

/** The tenant's telephony domains, live from the platform (the super tenant may name a cloud id). */
export function useDomains(cloudId?: string) {
  return useQuery(tenantDomainsQuery(cloudId));
}
