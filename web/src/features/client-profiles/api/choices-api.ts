import { useQuery } from '@tanstack/react-query';
import { tenantResource } from '@mamt/contract';
import { nsApiRead, rpc } from '../../../lib/rpc';
import { defaultsQuery, tenantDomainsQuery } from '../../../lib/tenant-queries';

/** The transport and DTMF choices of the form (getDefaults). */
export const useDefaults = () => useQuery(defaultsQuery());

/** The super tenant's subscriber picker; under the subscribers' key, so that a saved subscriber shows in it. */
export function useTenantChoices(enabled: boolean) {
  return useQuery({ queryKey: [tenantResource.name, 'choices'], queryFn: () => rpc('subscriberList', {}), enabled });
}

/** A tenant's telephony domains, live from the platform. */
export function useTenantDomains(cloudId: string | null) {
  return useQuery({ ...tenantDomainsQuery(cloudId ?? undefined), enabled: cloudId !== null && cloudId !== '' });
}

/** The users of a domain (extension and name), for the extension type-ahead. */
export function useDomainExtensions(cloudId: string | null, domain: string) {
  return useQuery({
    queryKey: ['domain-users', cloudId ?? 'own', domain, 'extensions'],
    queryFn: async () => {
      const rows = await nsApiRead('subscriber', { domain, fields: 'user,first_name,last_name', ...(cloudId ? { cloud_id: cloudId } : {}) });
      return rows.map((row) => ({ value: row.user ?? '', label: [row.user, [row.first_name, row.last_name].filter(Boolean).join(' ')].filter(Boolean).join(' — ') }));
    },
    enabled: domain !== '',
    staleTime: 60_000,
  });
}
