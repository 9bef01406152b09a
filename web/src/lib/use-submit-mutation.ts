import { useMutation, type MutateOptions, type UseMutateFunction, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { SubmitTracker } from './submit-tracker';

/** What a submit's request carries besides its values: the key that makes a repeat of it harmless. */
export type Submission = { idempotencyKey: string };

export type SubmitMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  mutationFn: (variables: TVariables, submission: Submission) => Promise<TData>;
};

/** A mutation whose `mutate` ignores a repeat of a submit still under way; its outcome comes through callbacks. */
export type SubmitMutation<TData, TVariables> = Omit<UseMutationResult<TData, Error, TVariables>, 'mutateAsync'>;

/**
 * Every submit of the console goes through here: a Save, a switch, a dialog's button. TanStack's
 * `isPending` reaches the screen only with its next render, so a double click or a second Enter
 * could send the same request twice; this hook refuses the second at once (synchronously), until
 * the screen has re-rendered with the first one's outcome. Each request carries an idempotency
 * key, the same for a retry of the same values after no answer, so the server acts once.
 */
export function useSubmitMutation<TData, TVariables = void>({ mutationFn, onSettled, ...options }: SubmitMutationOptions<TData, TVariables>): SubmitMutation<TData, TVariables> {
  const [tracker] = useState(() => new SubmitTracker());
  const [, showOutcome] = useReducer((renders: number) => renders + 1, 0);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, { idempotencyKey: tracker.keyOf(variables) }),
    onSettled: (...args) => {
      const [, error, variables] = args;
      tracker.settle(variables, error);
      return onSettled?.(...args);
    },
  });
  // After each render: the outcome of a settled submit is on screen (a toast, a reset form), so it may be sent again.
  useEffect(() => tracker.release());

  const { mutate: run } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
      if (!tracker.start(variables)) return;
      run(variables, {
        ...callbacks,
        // The screen's own callbacks ran just before: the render this asks for shows their outcome.
        onSettled: (...args) => {
          callbacks?.onSettled?.(...args);
          showOutcome();
        },
      });
    },
    [run, tracker],
  ) as UseMutateFunction<TData, Error, TVariables>;
  return { ...mutation, mutate };
}
