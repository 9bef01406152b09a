import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CallOutput, Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { RowAction } from '../../components/row-action';
import { useTableState } from '../../components/data-table/use-table-state';
import { credsCanAccess } from '../../lib/access';
import { useSession } from '../../lib/use-session';
import { useDeleteUser } from './api/use-delete-user';
import { useUserSummary } from './api/use-user-summary';
import { USERS_ACCESS } from './routes';

type Row = CallOutput<Calls['userSummary']>['users'][number];

/** Console users of the management tool (document 2 §2): table, Add New, edit and delete. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { creds } = useSession();
  const table = useTableState([10, 20, 30]);
  const summary = useUserSummary({ page: table.page, page_size: table.pageSize, search: table.debouncedSearch || undefined });
  const remove = useDeleteUser();
  if (!credsCanAccess(USERS_ACCESS, creds)) return <Navigate to="/dashboard" replace />;
  const superTenant = creds?.superuser ?? false;

  const askDelete = (row: Row) =>
    confirmDelete(
      { title: t('delete.title'), text: t('delete.text', { name: row.name, username: row.username }), confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      (callbacks) => remove.mutate(row.id, callbacks),
    );

  const columns: Column<Row>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => row.id, width: 70 },
    { key: 'name', header: t('columns.name'), cell: (row) => row.name },
    { key: 'username', header: t('columns.username'), cell: (row) => row.username },
    { key: 'email', header: t('columns.email'), cell: (row) => row.email },
    { key: 'company', header: t('columns.company'), cell: (row) => row.company },
    ...(superTenant ? [{ key: 'cloud', header: t('columns.cloudId'), cell: (row: Row) => row.cloud_id }] : []),
    { key: 'type', header: t('columns.userType'), cell: (row) => t(`userTypes.${row.user_type}`, { defaultValue: row.user_type }) },
    {
      key: 'active',
      header: t('columns.active'),
      cell: (row) => <Badge color={row.active ? 'teal' : 'gray'} variant="light">{row.active ? t('yes') : t('no')}</Badge>,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <RowAction tooltip={t('edit')} label={t('editUser', { username: row.username })} onClick={() => void navigate('/users/details', { state: { id: row.id } })}>
            <IconPencil size={18} />
          </RowAction>
          {row.builtin || row.id === creds?.id ? null : (
            <RowAction tooltip={t('delete.action')} color="red" label={t('deleteUser', { username: row.username })} onClick={() => askDelete(row)}>
              <IconTrash size={18} />
            </RowAction>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <DataTable
        {...table}
        columns={columns}
        rows={summary.data?.users ?? []}
        rowKey={(row) => row.id}
        total={summary.data?.total ?? 0}
        loading={summary.isLoading}
        emptyText={summary.isError ? summary.error.message : undefined}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate('/users/details', { state: { id: null } })}>
            {t('addNew')}
          </Button>
        }
      />
    </Stack>
  );
}
