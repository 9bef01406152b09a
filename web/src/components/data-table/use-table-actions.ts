import type { Table } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../lib/notify';
import { translateShown } from '../../lib/spec-messages';
import type { Column } from './columns';
import { downloadCsv, toCsv } from './csv';
import type { DataTableSource } from './use-data-table';
import { inSortOrder, summarise, type KeptSelection } from './use-selection';
import { useWholeResult } from './whole-result';

type Source<Row> = DataTableSource<Row> & { exportName?: string };

/**
 * What the table does with its whole result rather than the page on screen: the selection's summary,
 * "select all", the selected rows, and the CSV export (the selection when there is one, else every
 * row the search lets through), in the table's sort order. A server-paged table reads every page for
 * them through `loadAll`.
 */
export function useTableActions<Row>(source: Source<Row>, table: Table<Row>, total: number, selection: KeptSelection<Row>) {
  const { t } = useTranslation('table');
  const { state, loadAll } = source;
  const server = source.total !== undefined;
  const search = state.debouncedSearch;
  const keyOf = (row: Row) => String(source.rowKey(row));
  const whole = useWholeResult(loadAll, search, state.sorting, server && search !== '' && selection.keys.length > 0);
  const [busy, setBusy] = useState<'export' | 'selectAll' | null>(null);

  const matching = search === '' ? null : server ? whole.matching && new Set(whole.matching.map(keyOf)) : new Set(table.getFilteredRowModel().rows.map((row) => row.id));
  const shown = table.getRowModel().rows;
  const summary = summarise({ keys: selection.keys, matching, total, shown: shown.length, pageAllSelected: shown.length > 0 && table.getIsAllPageRowsSelected() });

  const selectedRows = (): Row[] =>
    server ? selection.keptRows() : inSortOrder(table, table.getCoreRowModel().rows.filter((row) => row.getIsSelected())).map((row) => row.original);

  const run = async (what: 'export' | 'selectAll', work: () => Promise<void>, failed: 'exportFailed' | 'selectAllFailed') => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      notifyError(t(failed, { reason: translateShown(error instanceof Error ? error : String(error)) }));
    } finally {
      setBusy(null);
    }
  };

  const download = (rows: Row[]) => {
    const exported = source.columns.filter((column): column is Column<Row> & { value: NonNullable<Column<Row>['value']> } => Boolean(column.value && !column.actions));
    const lines = rows.map((row) => exported.map((column) => column.value(row)));
    downloadCsv(source.exportName ?? 'export', toCsv(exported.map((column) => column.header), lines));
  };

  const exportCsv = () => {
    if (!server) return download(summary.count > 0 ? selectedRows() : table.getPrePaginationRowModel().rows.map((row) => row.original));
    if (!loadAll) return;
    void run(
      'export',
      async () => {
        if (summary.count === 0) return download(await whole.read(search));
        // The selection may hold rows the search hides: the unsearched list has them all, in the table's order.
        const chosen = new Set(selection.keys);
        download((await whole.read('')).filter((row) => chosen.has(keyOf(row))));
      },
      'exportFailed',
    );
  };

  const selectAll = () => {
    if (!server) return selection.add(table.getFilteredRowModel().rows.map((row) => row.original));
    void run('selectAll', async () => selection.add(await whole.read(search)), 'selectAllFailed');
  };

  return {
    summary,
    selectedRows,
    selectAll,
    clear: selection.clear,
    exportCsv,
    /** A server-paged table without `loadAll` could export only the page on screen, so it offers no export or "select all". */
    canReadAll: !server || Boolean(loadAll),
    selectingAll: busy === 'selectAll',
    exporting: busy === 'export',
  };
}
