import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';

/**
 * How a server-paged table reads its whole result: every row matching a search, in a sort order.
 * The export and "select all" need every page, not the one on screen. `queryKey` is the screen's
 * (under its list's key, so that what invalidates the list invalidates this too).
 */
export type LoadAll<Row> = { queryKey: QueryKey; load: (search: string, sorting: SortingState) => Promise<Row[]> };

/** Reads a list page after page at `pageSize` until a short page or the total says it is all there. */
export async function readAllPages<Row>(readPage: (page: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>, pageSize: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await readPage(page, pageSize);
    rows.push(...answer.rows);
    if (answer.rows.length < pageSize || rows.length >= answer.total) return rows;
  }
}

/**
 * The whole result of a server-paged table: `read(search)` on demand, and the rows matching the
 * current search while `watchSearch` (to tell how many selected rows the search hides).
 */
export function useWholeResult<Row>(loadAll: LoadAll<Row> | undefined, search: string, sorting: SortingState, watchSearch: boolean) {
  const queryClient = useQueryClient();
  const options = (wanted: string) => ({
    queryKey: [...(loadAll?.queryKey ?? ['whole-result']), wanted, sorting],
    queryFn: () => (loadAll ? loadAll.load(wanted, sorting) : Promise.resolve([])),
  });
  const matching = useQuery({ ...options(search), enabled: Boolean(loadAll) && watchSearch });
  return {
    read: (wanted: string) => queryClient.fetchQuery(options(wanted)),
    matching: matching.data,
  };
}
