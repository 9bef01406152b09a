import { Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentArea } from '../../lib/current-area';
import { useOpenFromList } from '../../lib/list-return';
import { confirmDelete } from '../confirm-delete';
import { DataTable, type Column } from '../data-table/data-table';
import type { TableState } from '../data-table/use-table-state';
import type { LoadAll } from '../data-table/whole-result';
import { PageTitle } from '../page-title';
import { RowAction } from '../row-action';

type Callbacks = { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void };

/** What a row offers besides editing: deletion (when allowed) and any area-specific action. */
export type RowActions<Row> = {
  /** The values of the area's `delete.text` confirmation sentence. */
  deleteText: (row: Row) => Record<string, unknown>;
  canDelete?: (row: Row) => boolean;
  remove: (row: Row, callbacks: Callbacks) => void;
  extra?: (row: Row) => ReactNode;
};

/** The list's query: the whole list, or one page and the total when the server pages. */
export type ListQuery<Row> = { data?: Row[] | { rows: Row[]; total: number }; isLoading: boolean; error: Error | null };

/** A list column; its header is the area's `columns.<key>` text unless given. */
export type ListColumn<Row> = Omit<Column<Row>, 'header'> & { header?: string };

type Props<Row> = {
  state: TableState;
  columns: ListColumn<Row>[];
  query: ListQuery<Row>;
  /**
   * The server pages, searches and sorts (the query answers one page and a total, and is asked again
   * with the table's state); else the table does. Only columns the server sorts by are `sortable`.
   */
  serverPaged?: boolean;
  /** With `serverPaged`: reads every page of the result, so that the export and "select all" take the whole list. */
  loadAll?: LoadAll<Row>;
  /** Names the row in its buttons' accessible names (`editRow`, `deleteRow`) and its selection box. */
  rowLabel: (row: Row) => string;
  actions: RowActions<Row>;
};

/**
 * An area's list screen: its title, Add New, the table, and per row edit (to `<path>/details` with
 * route state `{ id, listSearch }`) and delete after confirmation. Texts come from the area's namespace:
 * title, addNew, edit, editRow and deleteRow (given `row`), columns.actions, delete.{action,title,text,confirm,cancel}.
 */
export function ListPage<Row extends { id: number }>({ state, columns, query, serverPaged = false, loadAll, rowLabel, actions }: Props<Row>) {
  const area = useCurrentArea();
  const { t } = useTranslation(area.namespace);
  const openFromList = useOpenFromList();
  const list = query.data;
  const rows = Array.isArray(list) ? list : (list?.rows ?? []);
  // Known before the first answer too, so the table never pages a server's page by itself meanwhile.
  const total = serverPaged ? (Array.isArray(list) ? list.length : (list?.total ?? 0)) : undefined;
  // The form comes back to the list as it is now: its page, sort and search (list-return.ts).
  const openDetails = (id: number | null) => openFromList(`${area.path}/details`, { id });

  const askDelete = (row: Row) =>
    confirmDelete(
      { title: t('delete.title'), text: t('delete.text', actions.deleteText(row)) },
      (callbacks) =>
        actions.remove(row, {
          ...callbacks,
          // A table paged by the server cannot see a deleted row go from the other pages: it leaves the selection here.
          onSuccess: (answer) => {
            state.onSelectionChange(({ [String(row.id)]: _deleted, ...kept }) => kept);
            callbacks.onSuccess(answer);
          },
        }),
    );

  const actionColumn: Column<Row> = {
    key: 'actions',
    header: t('actions.column', { ns: 'common' }),
    actions: true,
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        <RowAction tooltip={t('actions.edit', { ns: 'common' })} label={t('editRow', { row: rowLabel(row) })} onClick={() => openDetails(row.id)}>
          <IconPencil size={18} />
        </RowAction>
        {actions.extra?.(row)}
        {actions.canDelete && !actions.canDelete(row) ? null : (
          <RowAction tooltip={t('actions.delete', { ns: 'common' })} color="red" label={t('deleteRow', { row: rowLabel(row) })} onClick={() => askDelete(row)}>
            <IconTrash size={18} />
          </RowAction>
        )}
      </Group>
    ),
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <DataTable
        state={state}
        columns={[...columns.map((column) => ({ ...column, header: column.header ?? t(`columns.${column.key}`) })), actionColumn]}
        rows={rows}
        total={total}
        loadAll={loadAll}
        loading={query.isLoading}
        error={query.error}
        rowKey={(row) => row.id}
        rowLabel={rowLabel}
        selectable
        exportName={area.key}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openDetails(null)}>
            {t('actions.addNew', { ns: 'common' })}
          </Button>
        }
      />
    </Stack>
  );
}
