import { useQuery } from '@tanstack/react-query';
import { rpc } from './rpc';

export const profileKey = ['profile'] as const;

/** The signed-in user's own profile: the profile screen's form, and the address a test mail is offered to first. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: profileKey, queryFn: () => rpc('getProfileDetails', {}), staleTime: 0, enabled });
}
