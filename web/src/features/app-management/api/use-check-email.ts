import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/**
 * The tenant's platform users whose e-mail address or name holds `searched`; nothing is asked
 * before a first search (null). A refusal is the answer to show, not a reason to ask again.
 */
export function useCheckEmail(searched: string | null) {
  return useQuery({ queryKey: ['check-email', searched], queryFn: () => rpc('checkEmailInNetsapien', { email: searched ?? '' }), enabled: searched !== null, retry: false });
}
