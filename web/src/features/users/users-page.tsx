import type { CallOutput, Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { useTableState } from '../../components/data-table/use-table-state';
import { ListPage, type ListColumn } from '../../components/list-page/list-page';
import { yesNoColumn } from '../../components/list-page/yes-no-badge';
import { useSession } from '../../lib/use-session';
import { useDeleteUser } from './api/use-delete-user';
import { useUserSummary } from './api/use-user-summary';
import { usersArea } from './area';

type Row = CallOutput<Calls['userSummary']>['users'][number];

/**
 * Console users of the management tool (document 2 §2). The server pages and searches; it does not
 * sort, so no column offers sorting rather than sorting one page and pretending it is the whole.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { creds } = useSession();
  const table = useTableState([10, 20, 30]);
  const summary = useUserSummary({ page: table.page, page_size: table.pageSize, search: table.debouncedSearch || undefined });
  const remove = useDeleteUser();

  const columns: ListColumn<Row>[] = [
    { key: 'id', value: (row) => row.id, width: 70 },
    { key: 'name', value: (row) => row.name },
    { key: 'username', value: (row) => row.username },
    { key: 'email', value: (row) => row.email },
    { key: 'company', value: (row) => row.company },
    ...(creds?.superuser ? [{ key: 'cloudId', value: (row: Row) => row.cloud_id }] : []),
    { key: 'userType', value: (row) => t(`userTypes.${row.user_type}`, { defaultValue: row.user_type }) },
    yesNoColumn('active', (row) => row.active, { yes: t('yes'), no: t('no') }),
  ];

  return (
    <ListPage
      area={usersArea}
      state={table}
      columns={columns}
      query={summary}
      serverPaged
      rowLabel={(row) => row.username}
      actions={{
        deleteText: (row) => ({ name: row.name, username: row.username }),
        canDelete: (row) => !row.builtin && row.id !== creds?.id,
        remove: (row, callbacks) => remove.mutate({ id: row.id }, callbacks),
      }}
    />
  );
}
