import { useTableState } from '../data-table/use-table-state';
import { ListPage, type ListColumn, type ListQuery, type RowActions } from './list-page';

type DeleteCallbacks<Row> = Parameters<RowActions<Row>['remove']>[1];

/** The hooks of a declared resource (lib/resource-hooks.ts) that such a list uses. */
type WholeListHooks<Row> = {
  useList: () => ListQuery<Row>;
  useDelete: () => { mutate: (input: { id: number }, callbacks: DeleteCallbacks<Row>) => void };
};

type Props<Row> = {
  hooks: WholeListHooks<Row>;
  columns: ListColumn<Row>[];
  rowLabel: (row: Row) => string;
  /** What is the area's own: the delete confirmation's values, who may be deleted, any extra row action. */
  actions: Omit<RowActions<Row>, 'remove'>;
};

/**
 * The list screen of a declared resource whose server answers the whole list, which the table then
 * pages, searches and sorts; a row is deleted by its id. The area says only what is its own.
 */
export function ResourceListPage<Row extends { id: number }>({ hooks, columns, rowLabel, actions }: Props<Row>) {
  const query = hooks.useList();
  const state = useTableState();
  const remove = hooks.useDelete();
  return (
    <ListPage
      state={state}
      columns={columns}
      query={query}
      rowLabel={rowLabel}
      actions={{ ...actions, remove: (row, callbacks) => remove.mutate({ id: row.id }, callbacks) }}
    />
  );
}
