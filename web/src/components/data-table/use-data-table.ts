import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { textOf, type Column } from './columns';
import { useKeptSelection } from './use-selection';
import type { TableState } from './use-table-state';
import type { LoadAll } from './whole-result';

export type DataTableSource<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  state: TableState;
  /** Given: `rows` is one page the server searched, sorted and cut. Absent: the table does it with all `rows`. */
  total?: number;
  /** With `total`: reads every page of the result, for the export and "select all"; without it a server-paged table offers neither. */
  loadAll?: LoadAll<Row>;
  selectable?: boolean;
  /** The rows are still being read: the page asked for cannot be judged out of range yet. */
  loading?: boolean;
};

/**
 * The sort order as far as the table can sort: an address may name a column it does not have (an
 * old or mistyped link), and a server sorts by one column only.
 */
function sortableOnly<Row>(sorting: SortingState, columns: Column<Row>[], server: boolean): SortingState {
  const sortable = new Set(columns.filter((column) => column.sortable && column.value).map((column) => column.key));
  const known = sorting.filter((sort) => sortable.has(sort.id));
  return server ? known.slice(0, 1) : known;
}

const containsText: FilterFn<unknown> = (row, columnId, needle: string) =>
  textOf(row.getValue(columnId)).toLowerCase().includes(needle.toLowerCase());

/** The TanStack table behind the product's table, driven by the screen's page, sort and search. */
export function useDataTable<Row>({ columns, rows, rowKey, state, total, selectable = false, loading = false }: DataTableSource<Row>) {
  const server = total !== undefined;
  const keyOf = (row: Row) => String(rowKey(row));
  const selection = useKeptSelection(rows, keyOf, state, server);
  const sorting = sortableOnly(state.sorting, columns, server);

  const definitions = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.header,
        ...(column.value ? { accessorFn: (row: Row) => column.value?.(row) ?? '' } : {}),
        enableSorting: Boolean(column.sortable && column.value),
        enableGlobalFilter: Boolean(column.value && !column.actions),
      })),
    [columns],
  );

  // The console is not built with the React Compiler; the table's functions are read afresh on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows,
    columns: definitions,
    getRowId: keyOf,
    state: {
      pagination: { pageIndex: state.page - 1, pageSize: state.pageSize },
      sorting,
      globalFilter: server ? '' : state.debouncedSearch,
      rowSelection: selection.rowSelection,
    },
    onSortingChange: (update) => state.onSortingChange(typeof update === 'function' ? update(sorting) : update),
    onRowSelectionChange: selection.onChange,
    enableRowSelection: selectable,
    enableSortingRemoval: true,
    // A server sorts by one column; shift-click must not ask it for an order it cannot give.
    enableMultiSort: !server,
    // Every column starts ascending, numbers included (TanStack starts numbers descending).
    sortDescFirst: false,
    globalFilterFn: containsText as FilterFn<Row>,
    getColumnCanGlobalFilter: (column) => column.columnDef.enableGlobalFilter !== false,
    manualPagination: server,
    manualSorting: server,
    manualFiltering: server,
    rowCount: total,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const shownTotal = server ? total : table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(shownTotal / state.pageSize));
  // Deleting the last row of the last page, a narrower search, or a link to a page the list no longer
  // has, must not strand the user on an empty page; while the rows are read there is no telling.
  const { page, onPageCorrected } = state;
  useEffect(() => {
    if (!loading && page > pageCount) onPageCorrected(pageCount);
  }, [loading, page, pageCount, onPageCorrected]);

  return { table, total: shownTotal, selection };
}
