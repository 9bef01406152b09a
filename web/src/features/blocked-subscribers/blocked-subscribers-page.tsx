import { Stack } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryRows } from '../../components/data-table/query-rows';
import { useTableState } from '../../components/data-table/use-table-state';
import { PageTitle } from '../../components/page-title';
import { RowAction } from '../../components/row-action';
import { TenantPicker } from '../../components/tenant-picker';
import { formatDateTime } from '../../lib/date-time';
import { useBlockedUsers, useUnblockUser, type BlockedUser } from './api/use-blocked-users';

/**
 * Blocked Subscribers (document 2 §2): app logins blocked after repeated wrong passwords, each with
 * an unblock action. The super tenant picks the tenant, as on its other screens.
 */
export function BlockedSubscribersPage() {
  const { t } = useTranslation('blockedSubscribers');
  const [cloudId, setCloudId] = useState<string | undefined>();
  const blocked = useBlockedUsers(cloudId);
  const unblock = useUnblockUser();
  const table = useTableState([10, 20, 30]);

  const askUnblock = (row: BlockedUser) =>
    confirmDelete(
      { title: t('unblock.title'), text: t('unblock.text', { login: row.login_user }), confirm: t('unblock.confirm'), cancel: t('unblock.cancel') },
      (callbacks) => unblock.mutate(row, callbacks),
    );

  const columns: Column<BlockedUser>[] = [
    { key: 'id', header: t('columns.id'), value: (row) => row.id, width: 80, sortable: true },
    { key: 'login', header: t('columns.login'), value: (row) => row.login_user, sortable: true },
    { key: 'blockedAt', header: t('columns.blockedAt'), value: (row) => formatDateTime(row.created_time), sortable: true },
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => (
        <RowAction tooltip={t('unblock.action')} label={t('unblock.label', { login: row.login_user })} onClick={() => askUnblock(row)}>
          <IconLockOpen size={18} />
        </RowAction>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <TenantPicker value={cloudId} onChange={setCloudId} />
      <DataTable
        state={table}
        columns={columns}
        {...queryRows(blocked)}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.login_user}
        exportName="blocked-subscribers"
      />
    </Stack>
  );
}
