import type { ShownMessage } from '../../lib/spec-messages';

/** A list query as TanStack Query answers it: its rows once read, its first load, its failure. */
export type RowsQuery<Row> = { data?: Row[]; isLoading: boolean; error: ShownMessage | null };

/**
 * What the table shows: its rows, whether they are loading, and a failure, which the table shows in
 * place of "no results". Given one by one, or as a list query (`query={users}`), whose rows are none
 * while the first load runs; `loading` then covers the table at other times too (a refresh, a resync).
 */
export type RowsSource<Row> =
  | { rows: Row[]; loading: boolean; error?: ShownMessage | null; query?: undefined }
  | { query: RowsQuery<Row>; loading?: boolean; rows?: undefined; error?: undefined };

/** The rows, loading and failure of either kind of source. */
export function rowsOf<Row>(source: RowsSource<Row>): { rows: Row[]; loading: boolean; error: ShownMessage | null } {
  const { query } = source;
  if (!query) return { rows: source.rows, loading: source.loading, error: source.error ?? null };
  return { rows: query.data ?? [], loading: query.isLoading || source.loading === true, error: query.error };
}
