import type { ShownMessage } from '../../lib/spec-messages';

/**
 * A list query's answer as a table takes it: its rows (none while the first load runs), whether it
 * is loading, and its failure, which the table shows in place of "no results".
 * `<DataTable {...queryRows(users)} ... />`
 */
export function queryRows<Row>(query: { data?: Row[]; isLoading: boolean; error: ShownMessage | null }) {
  return { rows: query.data ?? [], loading: query.isLoading, error: query.error };
}
