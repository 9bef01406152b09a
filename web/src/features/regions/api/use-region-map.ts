import type { CallOutput, Calls } from '@mamt/contract';
import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { regionsKey, tenant } from './tenant';

export type RegionRow = CallOutput<Calls['getRegionMap']>[number];

/** The tenant's domains, each with its region, as last synced from the platform. */
export function useRegionMap(cloudId?: string) {
  return useQuery({ queryKey: regionsKey('map', cloudId), queryFn: () => rpc('getRegionMap', tenant(cloudId)), retry: false });
}
