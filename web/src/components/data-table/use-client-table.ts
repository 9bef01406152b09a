import { useMemo } from 'react';
import { useTableState } from './use-table-state';

/**
 * Search and paging in the browser, for the short lists (subscribers, connections) that the
 * server answers whole. Gives the DataTable the same props as server-side paging does.
 */
export function useClientTable<Row>(rows: Row[] | undefined, searchText: (row: Row) => string, pageSizes = [10, 20, 30]) {
  const table = useTableState(pageSizes);
  const filtered = useMemo(() => {
    const needle = table.debouncedSearch.toLowerCase();
    return (rows ?? []).filter((row) => !needle || searchText(row).toLowerCase().includes(needle));
  }, [rows, searchText, table.debouncedSearch]);
  const pageRows = filtered.slice((table.page - 1) * table.pageSize, table.page * table.pageSize);
  return { ...table, rows: pageRows, total: filtered.length };
}
