import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import type { ShownList } from '../fleet-address';
import type { DeviceView } from '../fleet-types';

/** While domains are still being read, the summary is asked again this often until none is. */
export const FLEET_PENDING_REFETCH_MS = 4000;

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

/** The fleet at a glance (getFleet), read again every few seconds while the platform's reads are pending. */
export function useFleet(cloudId?: string) {
  return useQuery({
    queryKey: fleetKeys.summary(cloudId),
    queryFn: () => rpc('getFleet', tenantPayload(cloudId)),
    retry: false,
    refetchInterval: (query) => (query.state.data?.registration.pending ? FLEET_PENDING_REFETCH_MS : false),
  });
}

/** After an action: the figures, the attention lists and the open list are read again, so that the change shows. */
export function useRefreshFleet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fleetKeys.all });
}
