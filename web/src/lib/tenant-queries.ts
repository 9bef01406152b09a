import { queryOptions } from '@tanstack/react-query';
import { rpc } from './rpc';

/** The payload that names the tenant: the super tenant's chosen cloud, or nothing for one's own. */
export const tenantPayload = (cloudId?: string) => (cloudId ? { cloud_id: cloudId } : {});

/** The tenant's telephony domains, live from the platform, under one key: every screen that lists them shares one answer. */
export const tenantDomainsQuery = (cloudId?: string) =>
  queryOptions({ queryKey: ['domains', cloudId ?? 'own'], queryFn: () => rpc('getAllDomains', tenantPayload(cloudId)), staleTime: 60_000 });
