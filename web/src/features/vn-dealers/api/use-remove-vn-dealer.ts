import { useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import type { VNDealer } from './use-vn-dealers';
import { VN_DEALERS_KEY } from './vn-dealers-key';

/**
 * Removes a dealer at VinSolutions (removeVNDealer). The list is read again afterwards whatever the
 * outcome: a dealer someone else removed first (404) leaves the table too.
 */
export function useRemoveVnDealer() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (dealer: VNDealer, { idempotencyKey }) => rpc('removeVNDealer', { dealer_id: dealer.DealerId }, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VN_DEALERS_KEY }),
  });
}
