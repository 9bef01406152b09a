import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { RowAction } from '../../components/row-action';
import { TenantScreen } from '../../components/tenant-screen';
import { formatDateTime } from '../../lib/date-time';
import { useChosenTenant } from '../../lib/use-chosen-tenant';
import { useBlockedUsers, useUnblockUser, type BlockedUser } from './api/use-blocked-users';

/**
 * Blocked Subscribers (document 2 §2): app logins blocked after repeated wrong passwords, each with
 * an unblock action. The super tenant picks the tenant, as on its other screens.
 */
export function BlockedSubscribersPage() {
  const { t } = useTranslation('blockedSubscribers');
  const [cloudId, setCloudId] = useChosenTenant();
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
    <TenantScreen title={t('title')} cloudId={cloudId} onCloudIdChange={setCloudId}>
      <DataTable state={table} columns={columns} query={blocked} rowKey={(row) => row.id} exportName="blocked-subscribers" />
    </TenantScreen>
  );
}
