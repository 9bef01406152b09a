import type { VNDealer } from '@mamt/contract';
import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { VN_DEALERS_KEY } from './vn-dealers-key';

export type { VNDealer };

/**
 * The dealers connected at VinSolutions (getVNDealerList). A failure is not retried: the server
 * has already waited its timeout for the vendor, and the table says why at once.
 */
export function useVnDealers() {
  return useQuery({ queryKey: VN_DEALERS_KEY, queryFn: () => rpc('getVNDealerList', {}), retry: false });
}
