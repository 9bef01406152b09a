import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { usersKeys } from './use-user-summary';

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CallInput<Calls['createUpdateUser']>) => rpc('createUpdateUser', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
