import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
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
};

const containsText: FilterFn<unknown> = (row, columnId, needle: string) =>
  textOf(row.getValue(columnId)).toLowerCase().includes(needle.toLowerCase());

/** The TanStack table behind the product's table, driven by the screen's page, sort and search. */
export function useDataTable<Row>({ columns, rows, rowKey, state, total, selectable = false }: DataTableSource<Row>) {
  const server = total !== undefined;
  const keyOf = (row: Row) => String(rowKey(row));
  const selection = useKeptSelection(rows, keyOf, state, server);

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
      sorting: state.sorting,
      globalFilter: server ? '' : state.debouncedSearch,
      rowSelection: selection.rowSelection,
    },
    onSortingChange: (update) => state.onSortingChange(typeof update === 'function' ? update(state.sorting) : update),
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
  // Deleting the last row of the last page, or a narrower search, must not strand the user on an empty page.
  const { page, onPageChange } = state;
  useEffect(() => {
    if (!server && page > pageCount) onPageChange(pageCount);
  }, [server, page, pageCount, onPageChange]);

  return { table, total: shownTotal, selection };
}
