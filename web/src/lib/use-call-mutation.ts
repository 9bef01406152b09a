import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput, Calls } from '@mamt/contract';
import { rpc } from './rpc';
import { useSubmitMutation, type SubmitMutation } from './use-submit-mutation';

/**
 * A call that changes state, typed by the contract; once it succeeds the area's queries reload,
 * so the list shows the change. A repeat of a submit under way is ignored (use-submit-mutation.ts).
 */
export function useCallMutation<N extends CallName>(name: N, invalidates: QueryKey): SubmitMutation<CallOutput<Calls[N]>, CallInput<Calls[N]>> {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (input: CallInput<Calls[N]>, { idempotencyKey }) => rpc(name, input, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
