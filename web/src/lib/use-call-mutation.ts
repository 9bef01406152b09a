import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput, Calls } from '@mamt/contract';
import { rpc } from './rpc';

/**
 * A call that changes state, typed by the contract; once it succeeds the area's queries reload,
 * so the list shows the change.
 */
export function useCallMutation<N extends CallName>(name: N, invalidates: QueryKey): UseMutationResult<CallOutput<Calls[N]>, Error, CallInput<Calls[N]>> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Calls[N]>) => rpc(name, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
