import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CallOutput, Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { RowAction } from '../../components/row-action';
import { useClientTable } from '../../components/data-table/use-client-table';
import { credsCanAccess } from '../../lib/access';
import { useSession } from '../../lib/use-session';
import { useConnections, useDeleteConnection } from './api/netsapiens-api';
import { NETSAPIENS_ACCESS } from './routes';

type Row = CallOutput<Calls['netsapienSummary']>[number];

const searchText = (row: Row) => `${row.api_url} ${row.client_id} ${row.superuser} ${row.company} ${row.cloud_id}`;

/** Platform connections (document 3 §2): Id, API URL, Client Id, Super User, Company. */
export function NetsapiensPage() {
  const { t } = useTranslation('netsapiens');
  const navigate = useNavigate();
  const { creds } = useSession();
  const connections = useConnections();
  const table = useClientTable(connections.data, searchText);
  const remove = useDeleteConnection();
  if (!credsCanAccess(NETSAPIENS_ACCESS, creds)) return <Navigate to="/dashboard" replace />;

  const askDelete = (row: Row) =>
    confirmDelete(
      { title: t('delete.title'), text: t('delete.text', { company: row.company }), confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      (callbacks) => remove.mutate(row.id, callbacks),
    );

  const columns: Column<Row>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => row.id, width: 70 },
    { key: 'api', header: t('columns.apiUrl'), cell: (row) => row.api_url },
    { key: 'client', header: t('columns.clientId'), cell: (row) => row.client_id },
    { key: 'superuser', header: t('columns.superuser'), cell: (row) => row.superuser },
    { key: 'company', header: t('columns.company'), cell: (row) => `${row.company} (${row.cloud_id})` },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <RowAction tooltip={t('edit')} label={t('editRow', { company: row.company })} onClick={() => void navigate('/netsapiens/details', { state: { id: row.id } })}>
            <IconPencil size={18} />
          </RowAction>
          <RowAction tooltip={t('delete.action')} color="red" label={t('deleteRow', { company: row.company })} onClick={() => askDelete(row)}>
            <IconTrash size={18} />
          </RowAction>
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
        rowKey={(row) => row.id}
        loading={connections.isLoading}
        emptyText={connections.isError ? connections.error.message : undefined}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate('/netsapiens/details', { state: { id: null } })}>
            {t('addNew')}
          </Button>
        }
      />
    </Stack>
  );
}
