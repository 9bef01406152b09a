import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AnyResource, CallInput, CallName, CallOutput, Calls, PagedList } from '@mamt/contract';
import type { z } from 'zod';
import { readAllPages } from '../components/data-table/whole-result';
import { rpc } from './rpc';
import { useCallMutation } from './use-call-mutation';
import type { SubmitMutation } from './use-submit-mutation';

type CallNames = { list: CallName; detail?: CallName; save: CallName; delete: CallName };
type Named = AnyResource & { calls: CallNames };
type DetailName<R extends Named> = Extract<R['calls']['detail'], CallName>;
type Mutation<N extends CallName> = SubmitMutation<CallOutput<Calls[N]>, CallInput<Calls[N]>>;
type ListInput<R extends Named> = CallInput<Calls[R['calls']['list']]>;
/** A row of a paged list, as the list screens take it. */
type PagedRow<R extends Named> = R['paged'] extends PagedList<string, infer Row> ? z.output<Row> : never;
type Page<R extends Named> = { rows: PagedRow<R>[]; total: number };

export type ResourceHooks<R extends Named> = {
  keys: { all: readonly [string]; list: (input: unknown) => readonly unknown[]; detail: (id: number) => readonly unknown[]; whole: readonly unknown[] };
  useList: (input?: ListInput<R>) => UseQueryResult<CallOutput<Calls[R['calls']['list']]>>;
  /** One page of a paged list: its rows and the total; the page shown stays until the next one is there. */
  usePage: (query: ListInput<R>) => UseQueryResult<Page<R>>;
  /** Every row of a paged list matching the query, read page after page at its largest page size (an export, "select all"). */
  fetchAll: (query: Omit<ListInput<R>, 'page' | 'page_size'>) => Promise<PagedRow<R>[]>;
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
  // `whole` is under `all`, so that what reloads the list reloads the whole result too.
  const keys = { all, list: (input: unknown) => [...all, 'list', input] as const, detail: (id: number) => [...all, 'detail', id] as const, whole: [...all, 'whole'] as const };
  const readList = (input: ListInput<R>) => rpc(resource.calls.list as List, input);
  const pageOf = (answer: unknown): Page<R> => {
    const paged = answer as Record<string, unknown> & { total: number };
    return { rows: paged[resource.paged?.key ?? 'rows'] as PagedRow<R>[], total: paged.total };
  };
  return {
    keys,
    useList: (input?: ListInput<R>) => {
      const sent = input ?? ({} as ListInput<R>);
      return useQuery({ queryKey: keys.list(sent), queryFn: () => readList(sent) });
    },
    usePage: (query: ListInput<R>) => useQuery({ queryKey: keys.list(query), queryFn: () => readList(query), select: pageOf, placeholderData: keepPreviousData }),
    fetchAll: (query) =>
      readAllPages((page, page_size) => readList({ ...query, page, page_size } as ListInput<R>).then(pageOf), resource.paged?.maxPageSize ?? Number.MAX_SAFE_INTEGER),
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
