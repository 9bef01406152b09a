import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AnyResource, CallInput, CallName, CallOutput, Calls } from '@mamt/contract';
import { rpc } from './rpc';
import { useCallMutation } from './use-call-mutation';
import type { SubmitMutation } from './use-submit-mutation';

type CallNames = { list: CallName; detail?: CallName; save: CallName; delete: CallName };
type Named = AnyResource & { calls: CallNames };
type DetailName<R extends Named> = Extract<R['calls']['detail'], CallName>;
type Mutation<N extends CallName> = SubmitMutation<CallOutput<Calls[N]>, CallInput<Calls[N]>>;

export type ResourceHooks<R extends Named> = {
  keys: { all: readonly [string]; list: (input: unknown) => readonly unknown[]; detail: (id: number) => readonly unknown[] };
  useList: (input?: CallInput<Calls[R['calls']['list']]>) => UseQueryResult<CallOutput<Calls[R['calls']['list']]>>;
  useDetail: (id: number | null) => UseQueryResult<CallOutput<Calls[DetailName<R>]>>;
  useSave: () => Mutation<R['calls']['save']>;
  useDelete: () => Mutation<R['calls']['delete']>;
};

/**
 * The query keys and hooks of a declared resource (STYLE.md habit 13), one set for every area built
 * on the kit: a save or delete reloads the resource's queries, so its list shows the change.
 */
export function resourceHooks<R extends Named>(resource: R): ResourceHooks<R> {
  type List = R['calls']['list'];
  const all: readonly [string] = [resource.name];
  const keys = { all, list: (input: unknown) => [...all, 'list', input] as const, detail: (id: number) => [...all, 'detail', id] as const };
  return {
    keys,
    useList: (input?: CallInput<Calls[List]>) => {
      const sent = input ?? ({} as CallInput<Calls[List]>);
      return useQuery({ queryKey: keys.list(sent), queryFn: () => rpc(resource.calls.list as List, sent) });
    },
    /** One record to edit, read afresh each time its form opens. */
    useDetail: (id: number | null) =>
      useQuery({
        queryKey: keys.detail(id ?? 0),
        queryFn: () => rpc(resource.calls.detail as DetailName<R>, { id: id as number } as CallInput<Calls[DetailName<R>]>) as Promise<CallOutput<Calls[DetailName<R>]>>,
        enabled: id !== null && resource.calls.detail !== undefined,
        staleTime: 0,
      }),
    useSave: () => useCallMutation(resource.calls.save as R['calls']['save'], all),
    useDelete: () => useCallMutation(resource.calls.delete as R['calls']['delete'], all),
  };
}
