import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { usersKeys } from './use-user-summary';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rpc('deleteUserDetail', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
