import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { usersKeys } from './use-user-summary';

export function useCloudIds() {
  return useQuery({ queryKey: usersKeys.cloudIds, queryFn: () => rpc('getCloudIds', {}), staleTime: 5 * 60_000 });
}
