import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallInput, CallName, Calls } from '@mamt/contract';
import { rpc } from './rpc';

/**
 * A call that changes state, typed by the contract; once it succeeds the area's queries reload,
 * so the list shows the change.
 */
export function useCallMutation<N extends CallName>(name: N, invalidates: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Calls[N]>) => rpc(name, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
