import type { FleetDevice } from '@mamt/contract/fleet/fleet-fields';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import type { ShownList } from '../fleet-address';
import type { DeviceView } from '../fleet-types';
import { fleetKeys } from './use-fleet';

/** The export reads the list in pages of the call's largest size, and stops at this many rows. */
export const FLEET_EXPORT_PAGE_SIZE = 500;
export const FLEET_EXPORT_MAX = 50_000;

const inputOf = (cloudId: string | undefined, { list, domain }: ShownList, { search, sort, order }: DeviceView, page: number, pageSize: number) => ({
  ...tenantPayload(cloudId),
  list,
  ...(domain ? { domain } : {}),
  ...(search ? { search } : {}),
  ...(sort ? { sort, order } : {}),
  page,
  page_size: pageSize,
});

/** One page of a list behind the figures; the page on screen stays while the next is read. */
export function useFleetDevices(cloudId: string | undefined, shown: ShownList, view: DeviceView, page: number, pageSize: number) {
  return useQuery({
    queryKey: fleetKeys.page(cloudId, shown, view, page, pageSize),
    queryFn: () => rpc('listFleetDevices', inputOf(cloudId, shown, view, page, pageSize)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The whole list (as searched and sorted) for its CSV file, page after page, up to FLEET_EXPORT_MAX rows; `total` says how many there were. */
export async function readWholeList(cloudId: string | undefined, shown: ShownList, view: DeviceView): Promise<{ rows: FleetDevice[]; total: number }> {
  const rows: FleetDevice[] = [];
  for (let page = 1; ; page++) {
    const answer = await rpc('listFleetDevices', inputOf(cloudId, shown, view, page, FLEET_EXPORT_PAGE_SIZE));
    rows.push(...answer.rows);
    const done = answer.rows.length < FLEET_EXPORT_PAGE_SIZE || rows.length >= answer.total;
    if (done || rows.length >= FLEET_EXPORT_MAX) return { rows: rows.slice(0, FLEET_EXPORT_MAX), total: answer.total };
  }
}
