import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** The tenant's telephony domains, live from the platform (the super tenant may name a cloud id). */
export function useDomains(cloudId?: string) {
  return useQuery({ queryKey: ['domains', cloudId ?? 'own'], queryFn: () => rpc('getAllDomains', cloudId ? { cloud_id: cloudId } : {}), staleTime: 60_000 });
}
