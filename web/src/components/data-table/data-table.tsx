import { Button, Card, Group, LoadingOverlay, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateId, translateShown } from '../../lib/spec-messages';
import { BodyCell, HeaderCell, SelectCell } from './table-cells';
import { TableFooter } from './table-footer';
import { SelectionStatus } from './selection-status';
import { rowsOf, type RowsSource } from './query-rows';
import { useDataTable, type DataTableSource } from './use-data-table';
import { useTableActions } from './use-table-actions';
import classes from './data-table.module.css';

export type { Column } from './columns';

type Options<Row> = {
  /** Names the row to screen readers on its selection box (`selectable`); its key otherwise. */
  rowLabel?: (row: Row) => string;
  /** The exported file's name, without `.csv`. */
  exportName?: string;
  /** Below this width the table scrolls sideways; a small table of a dialog sets less than the default. */
  minWidth?: number;
  /**
   * Buttons beside the export; as a function it gets every selected row, on any page and whether the
   * search shows it or not (a Send to the selection).
   */
  toolbar?: ReactNode | ((selected: Row[]) => ReactNode);
  /** false: no search box, for a server-paged list whose call takes no search (it would filter nothing). */
  searchable?: boolean;
};

type Props<Row> = Omit<DataTableSource<Row>, 'rows'> & RowsSource<Row> & Options<Row>;

/**
 * The product's table: search, sortable columns, row selection kept across pages and searches, CSV
 * export of the whole result (the selection when there is one), rows per page and page links. The
 * same props page in the browser or on the server (see `total` and `loadAll`).
 */
export function DataTable<Row>(props: Props<Row>) {
  const { t } = useTranslation('table');
  const { state, columns } = props;
  const { rows, loading, error } = rowsOf(props);
  const source = { ...props, rows, loading };
  const { table, total, selection } = useDataTable(source);
  const actions = useTableActions(source, table, total, selection);
  const { count } = actions.summary;
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const shown = table.getRowModel().rows;

  const emptyText = error ? null : state.debouncedSearch ? t('noResults') : t('empty');

  return (
    <Card withBorder radius="md" padding="md" pos="relative">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm">
          {props.searchable === false ? null : (
            <TextInput
              placeholder={t('search')}
              aria-label={t('search')}
              leftSection={<IconSearch size={16} />}
              value={state.search}
              onChange={(event) => state.onSearchChange(event.currentTarget.value)}
              w={{ base: '100%', xs: 280 }}
            />
          )}
          {props.selectable ? (
            <SelectionStatus
              summary={actions.summary}
              total={total}
              searching={state.debouncedSearch !== ''}
              canSelectAll={actions.canReadAll}
              selectingAll={actions.selectingAll}
              onSelectAll={actions.selectAll}
              onClear={actions.clear}
            />
          ) : null}
        </Group>
        <Group gap="sm">
          {actions.canReadAll ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={actions.exportCsv}
              loading={actions.exporting}
              disabled={count === 0 && total === 0}
            >
              {count > 0 ? t('exportSelected', { count }) : t('export', { count: total })}
            </Button>
          ) : null}
          {typeof props.toolbar === 'function' ? props.toolbar(actions.selectedRows()) : props.toolbar}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={props.minWidth ?? 640} className={classes.scroller}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {props.selectable ? (
                <SelectCell
                  inHeader
                  aria-label={t('selectAll')}
                  checked={table.getIsAllPageRowsSelected()}
                  indeterminate={table.getIsSomePageRowsSelected()}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              ) : null}
              {table.getFlatHeaders().map((header) => (
                <HeaderCell key={header.id} header={header} column={byKey.get(header.column.id)} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                {props.selectable ? <SelectCell aria-label={t('selectRow', { row: props.rowLabel?.(row.original) ?? row.id })} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} /> : null}
                {row.getVisibleCells().map((cell) => (
                  <BodyCell key={cell.id} column={byKey.get(cell.column.id)} row={row.original} />
                ))}
              </Table.Tr>
            ))}
            {!loading && shown.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (props.selectable ? 1 : 0)}>
                  <div className={classes.emptyMessage}>
                    <Text ta="center" py="lg" role={error ? 'alert' : undefined}>
                      {emptyText ?? translateId('emptySearch')}
                    </Text>
                    {error ? (
                      <Text ta="center" size="sm" pb="lg">
                        {translateShown(error)}
                      </Text>
                    ) : null}
                  </div>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadingOverlay visible={loading} overlayProps={{ blur: 1 }} />
      <TableFooter {...state} total={total} />
    </Card>
  );
}
