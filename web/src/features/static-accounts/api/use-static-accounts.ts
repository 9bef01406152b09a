import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { staticAccountsKeys } from './static-accounts-keys';

/** Every tenant's static accounts: the super tenant names no cloud id. The table pages and searches them. */
export function useStaticAccounts() {
  return useQuery({ queryKey: staticAccountsKeys.all, queryFn: () => rpc('accountsSummary', {}) });
}
