import { tenantResource } from '@mamt/contract';
import { queryOptions } from '@tanstack/react-query';
import { rpc } from './rpc';

/** The payload that names the tenant: the super tenant's chosen cloud, or nothing for one's own. */
export const tenantPayload = (cloudId?: string) => (cloudId ? { cloud_id: cloudId } : {});

/** The tenant's telephony domains, live from the platform, under one key: every screen that lists them shares one answer. */
export const tenantDomainsQuery = (cloudId?: string) =>
  queryOptions({ queryKey: ['domains', cloudId ?? 'own'], queryFn: () => rpc('getAllDomains', tenantPayload(cloudId)), staleTime: 60_000 });

/**
 * Every tenant (cloud id and company), for the super tenant's pickers: one key, so every screen
 * shares one answer, under the subscribers' (tenants') key, so that a tenant saved shows in them.
 */
export const cloudIdsQuery = () => queryOptions({ queryKey: [tenantResource.name, 'getCloudIds'], queryFn: () => rpc('getCloudIds', {}), staleTime: 5 * 60_000 });

/** The product's defaults and the dropdowns' choices (getDefaults): fixed for a release, read once. */
export const defaultsQuery = () => queryOptions({ queryKey: ['getDefaults'], queryFn: () => rpc('getDefaults', {}), staleTime: Infinity });
