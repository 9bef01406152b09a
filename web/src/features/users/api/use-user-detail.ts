import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { usersKeys } from './use-user-summary';

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: usersKeys.detail(id ?? 0),
    queryFn: () => rpc('userDetail', { id: id as number }),
    enabled: id !== null,
    staleTime: 0,
  });
}
