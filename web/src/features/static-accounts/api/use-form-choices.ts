import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** The tenants the Subscriber dropdown offers (every tenant, for the super tenant). */
export function useTenantChoices() {
  return useQuery({ queryKey: ['users', 'cloud-ids'], queryFn: () => rpc('getCloudIds', {}), staleTime: 5 * 60_000 });
}

/** The Transport dropdown's choices. */
export function useTransportChoices() {
  return useQuery({ queryKey: ['defaults'], queryFn: () => rpc('getDefaults', {}), staleTime: Infinity, select: (defaults) => defaults.transport.Allowed });
}
