import type { CallOutput, Calls } from '@mamt/contract';
import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import { regionsKey } from './query-keys';

export type RegionSyncStatus = CallOutput<Calls['getRegionSyncStatus']>;

/**
 * When the map was last synced, how often it resyncs by itself, and the latest try's failure.
 * `enabled`: read once the map has been, as the server syncs a tenant never synced on that read.
 */
export function useRegionSyncStatus(cloudId: string | undefined, enabled: boolean) {
  return useQuery({ queryKey: regionsKey('status', cloudId), queryFn: () => rpc('getRegionSyncStatus', tenantPayload(cloudId)), retry: false, enabled });
}
