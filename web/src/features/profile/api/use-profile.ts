import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => rpc('getProfileDetails', {}), staleTime: 0 });
}
