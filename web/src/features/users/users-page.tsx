import type { CallOutput, Calls, UserSortColumn } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { serverSort } from '../../components/data-table/server-sort';
import { useTableState } from '../../components/data-table/use-table-state';
import { ListPage, type ListColumn } from '../../components/list-page/list-page';
import { yesNoColumn } from '../../components/list-page/yes-no-badge';
import { useSession } from '../../lib/use-session';
import { userHooks } from './api/user-hooks';

type Row = CallOutput<Calls['userSummary']>['users'][number];

/** The columns the server sorts by, with the call's name for each; the others offer no sorting. */
const SORT_FIELDS = {
  name: 'name',
  username: 'username',
  email: 'email',
  company: 'company',
  cloudId: 'cloud_id',
  userType: 'user_type',
} as const satisfies Record<string, UserSortColumn>;
const sortable = (key: string) => Object.hasOwn(SORT_FIELDS, key);

/**
 * Console users of the management tool (document 2 §2). The server pages, searches and sorts: a
 * click on a column title asks it again for page 1 of the whole list in that order.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { creds } = useSession();
  const table = useTableState([10, 20, 30]);
  const summary = userHooks.usePage({
    page: table.page,
    page_size: table.pageSize,
    search: table.debouncedSearch || undefined,
    ...serverSort(table.sorting, SORT_FIELDS),
  });
  const remove = userHooks.useDelete();

  const shown: ListColumn<Row>[] = [
    { key: 'id', value: (row) => row.id, width: 70 },
    { key: 'name', value: (row) => row.name },
    { key: 'username', value: (row) => row.username },
    { key: 'email', value: (row) => row.email },
    { key: 'company', value: (row) => row.company },
    ...(creds?.superuser ? [{ key: 'cloudId', value: (row: Row) => row.cloud_id }] : []),
    { key: 'userType', value: (row) => t(`userTypes.${row.user_type}`, { defaultValue: row.user_type }) },
    yesNoColumn('active', (row) => row.active, { yes: t('actions.yes', { ns: 'common' }), no: t('actions.no', { ns: 'common' }) }),
  ];
  const columns = shown.map((column) => ({ ...column, sortable: sortable(column.key) }));

  return (
    <ListPage
     
      state={table}
      columns={columns}
      query={summary}
      serverPaged
      loadAll={{
        queryKey: userHooks.keys.whole,
        load: (search, sorting) => userHooks.fetchAll({ search: search || undefined, ...serverSort(sorting, SORT_FIELDS) }),
      }}
      rowLabel={(row) => row.username}
      actions={{
        deleteText: (row) => ({ name: row.name, username: row.username }),
        canDelete: (row) => !row.builtin && row.id !== creds?.id,
        remove: (row, callbacks) => remove.mutate({ id: row.id }, callbacks),
      }}
    />
  );
}
