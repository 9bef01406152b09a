import type { CallOutput, Calls } from '@mamt/contract';
import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import { regionsKey } from './query-keys';

export type RegionRow = CallOutput<Calls['getRegionMap']>[number];

/** The tenant's domains, each with its region, as last synced from the platform. */
export function useRegionMap(cloudId?: string) {
  return useQuery({ queryKey: regionsKey('map', cloudId), queryFn: () => rpc('getRegionMap', tenantPayload(cloudId)), retry: false });
}
