import type { Fleet } from '@mamt/contract/fleet/fleet-fields';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import type { ShownList } from '../fleet-address';
import type { DeviceView } from '../fleet-types';

/** While domains are still being read, the summary is asked again this often until none is. */
export const FLEET_PENDING_REFETCH_MS = 4000;
/** The least time between two reads of a screen left open, however short the registration cache. */
export const FLEET_MIN_REFRESH_MS = 30_000;

/**
 * When a screen left open reads the summary again: soon while domains are still being read, else
 * once the registration it shows may have been read anew (the cache period), so that a screen on a
 * wall stays current. TanStack Query does not count down in a hidden tab.
 */
export function fleetRefetchMs(fleet: Fleet | undefined): number | false {
  if (!fleet) return false;
  if (fleet.registration.pending > 0) return FLEET_PENDING_REFETCH_MS;
  return Math.max(FLEET_MIN_REFRESH_MS, fleet.registration.cache_seconds * 1000);
}

/**
 * Every read of the screen under one key, so that an action's success refreshes the figures, the
 * attention lists and an open list at once. `cloudId` undefined: the caller's own tenant, or every
 * tenant for the super tenant.
 */
export const fleetKeys = {
  all: ['fleet'] as const,
  summary: (cloudId?: string) => [...fleetKeys.all, 'summary', cloudId ?? ''] as const,
  page: (cloudId: string | undefined, shown: ShownList, view: DeviceView, page: number, pageSize: number) =>
    [...fleetKeys.all, 'devices', cloudId ?? '', shown.list, shown.domain ?? '', view.search ?? '', view.sort ?? '', view.order ?? '', page, pageSize] as const,
  whole: (cloudId: string | undefined, shown: ShownList) => [...fleetKeys.all, 'whole', cloudId ?? '', shown.list, shown.domain ?? ''] as const,
};

/** The fleet at a glance (getFleet), read again while the platform's reads are pending and every cache period after. */
export function useFleet(cloudId?: string) {
  return useQuery({
    queryKey: fleetKeys.summary(cloudId),
    queryFn: () => rpc('getFleet', tenantPayload(cloudId)),
    retry: false,
    refetchInterval: (query) => fleetRefetchMs(query.state.data),
  });
}

/** After an action: the figures, the attention lists and the open list are read again, so that the change shows. */
export function useRefreshFleet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fleetKeys.all });
}
