import { DEVICE_WORK_PENDING_STATES, type TDeviceWorkRun } from '@mamt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';

/** While a run lists or works its devices, where it stands is asked for this often. */
const LIVE_MS = 2000;

export const isUnderWay = (run: Pick<TDeviceWorkRun, 'state'>) => DEVICE_WORK_PENDING_STATES.includes(run.state);

const deviceWorkKey = (domain: string, cloudId?: string) => ['device-work-runs', cloudId ?? 'own', domain] as const;

/** The domain's latest Reprovisionings and Device Syncs, asked for again only while one is under way. */
export function useDeviceWorkRuns(domain: string, cloudId?: string) {
  return useQuery({
    queryKey: deviceWorkKey(domain, cloudId),
    queryFn: () => rpc('getDeviceWorkRuns', { domain, ...tenantPayload(cloudId) }),
    refetchInterval: (current) => (current.state.data?.some(isUnderWay) ? LIVE_MS : false),
  });
}

/** After a Reprovision or Device Sync was accepted: its new run is shown at once, and followed from there. */
export function useRefreshDeviceWork(domain: string, cloudId?: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deviceWorkKey(domain, cloudId) });
}
