import type { CallOutput, Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { ListPage } from '../../components/list-page/list-page';
import { YesNoBadge } from '../../components/list-page/yes-no-badge';
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

  const columns: Column<Row>[] = [
    { key: 'id', header: t('columns.id'), value: (row) => row.id, width: 70 },
    { key: 'name', header: t('columns.name'), value: (row) => row.name },
    { key: 'username', header: t('columns.username'), value: (row) => row.username },
    { key: 'email', header: t('columns.email'), value: (row) => row.email },
    { key: 'company', header: t('columns.company'), value: (row) => row.company },
    ...(creds?.superuser ? [{ key: 'cloud', header: t('columns.cloudId'), value: (row: Row) => row.cloud_id }] : []),
    { key: 'type', header: t('columns.userType'), value: (row) => t(`userTypes.${row.user_type}`, { defaultValue: row.user_type }) },
    {
      key: 'active',
      header: t('columns.active'),
      value: (row) => (row.active ? t('yes') : t('no')),
      cell: (row) => <YesNoBadge value={row.active} yes={t('yes')} no={t('no')} />,
    },
  ];

  return (
    <ListPage
      area={usersArea}
      state={table}
      columns={columns}
      rows={summary.data?.users}
      total={summary.data?.total ?? 0}
      loading={summary.isLoading}
      error={summary.error}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.username}
      actions={{
        editLabel: (row) => t('editUser', { username: row.username }),
        deleteLabel: (row) => t('deleteUser', { username: row.username }),
        deleteText: (row) => ({ name: row.name, username: row.username }),
        canDelete: (row) => !row.builtin && row.id !== creds?.id,
        remove: (row, callbacks) => remove.mutate(row.id, callbacks),
      }}
    />
  );
}
