import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { staticAccountsKeys } from './static-accounts-keys';

/** One account to edit, read afresh each time the form opens. */
export function useStaticAccount(id: number | null) {
  return useQuery({ queryKey: staticAccountsKeys.detail(id ?? 0), queryFn: () => rpc('accountDetail', { id: id as number }), enabled: id !== null, staleTime: 0 });
}
