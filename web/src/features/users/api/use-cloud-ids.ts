import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** The tenants a user may be placed in; the same key as the other screens' tenant pickers, which share the answer. */
export function useCloudIds() {
  return useQuery({ queryKey: ['users', 'cloud-ids'], queryFn: () => rpc('getCloudIds', {}), staleTime: 5 * 60_000 });
}
