import type { SortingState } from '@tanstack/react-table';

export type ServerSort<Field extends string> = { sort?: Field; order?: 'asc' | 'desc' };

/**
 * The sort fields of a server-paged list call, from the table's sort state. `fields` gives, for
 * each column the server can sort by, the call's name for it (column keys are the screen's, the
 * call's names are the contract's). Unsorted, nothing is sent and the server keeps its own order.
 */
export function serverSort<Field extends string>(sorting: SortingState, fields: Readonly<Record<string, Field>>): ServerSort<Field> {
  const [sorted] = sorting;
  if (!sorted || !Object.hasOwn(fields, sorted.id)) return {};
  return { sort: fields[sorted.id], order: sorted.desc ? 'desc' : 'asc' };
}
