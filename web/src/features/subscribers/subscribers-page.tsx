import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconBrush, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CallOutput, Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { RowAction } from '../../components/row-action';
import { useClientTable } from '../../components/data-table/use-client-table';
import { credsCanAccess } from '../../lib/access';
import { useSession } from '../../lib/use-session';
import { useDeleteSubscriber, useSubscribers } from './api/subscribers-api';
import { SUBSCRIBERS_ACCESS } from './routes';

type Row = CallOutput<Calls['subscriberSummary']>[number];

const searchText = (row: Row) => `${row.accountcode} ${row.company} ${row.cloud_id} ${row.email} ${row.phone_number}`;

/** Subscribers (document 3 §2): table with edit, delete and white label per row. */
export function SubscribersPage() {
  const { t } = useTranslation('subscribers');
  const navigate = useNavigate();
  const { creds } = useSession();
  const subscribers = useSubscribers();
  const table = useClientTable(subscribers.data, searchText);
  const remove = useDeleteSubscriber();
  if (!credsCanAccess(SUBSCRIBERS_ACCESS, creds)) return <Navigate to="/dashboard" replace />;

  const askDelete = (row: Row) =>
    confirmDelete(
      { title: t('delete.title'), text: t('delete.text', { company: row.company, cloudId: row.cloud_id }), confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      (callbacks) => remove.mutate(row.id, callbacks),
    );

  const columns: Column<Row>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => row.id, width: 70 },
    { key: 'accountcode', header: t('columns.accountcode'), cell: (row) => row.accountcode },
    { key: 'company', header: t('columns.company'), cell: (row) => row.company },
    { key: 'cloud', header: t('columns.cloudId'), cell: (row) => row.cloud_id },
    { key: 'email', header: t('columns.email'), cell: (row) => row.email },
    { key: 'phone', header: t('columns.phone'), cell: (row) => row.phone_number },
    { key: 'active', header: t('columns.active'), cell: (row) => <Badge color={row.active ? 'teal' : 'gray'} variant="light">{row.active ? t('yes') : t('no')}</Badge> },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <RowAction tooltip={t('edit')} label={t('editRow', { cloudId: row.cloud_id })} onClick={() => void navigate('/subscribers/details', { state: { id: row.id } })}>
            <IconPencil size={18} />
          </RowAction>
          <RowAction tooltip={t('whiteLabel')} color="grape" label={t('whiteLabelRow', { cloudId: row.cloud_id })} onClick={() => void navigate('/subscribers/white_label', { state: { subscriberId: row.id, cloudId: row.cloud_id } })}>
            <IconBrush size={18} />
          </RowAction>
          {row.cloud_id === creds?.cloud_id ? null : (
            <RowAction tooltip={t('delete.action')} color="red" label={t('deleteRow', { cloudId: row.cloud_id })} onClick={() => askDelete(row)}>
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
        rowKey={(row) => row.id}
        loading={subscribers.isLoading}
        emptyText={subscribers.isError ? subscribers.error.message : undefined}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate('/subscribers/details', { state: { id: null } })}>
            {t('addNew')}
          </Button>
        }
      />
    </Stack>
  );
}
