import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import wide from '../../components/data-table/wide-table.module.css';
import { PageTitle } from '../../components/page-title';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteDevice, useSyncDevices, useUserDevices } from './api/use-user-devices';
import { useDeviceColumns } from './components/device-columns';

/** What App Management's row menu passes: the user, its domain, and the tenant the super tenant picked. */
export type UserDevicesState = { domain: string; extension: string; subscriber_login: string; cloudId?: string };

/** User Devices (document 2 §2): a user's app devices, Device Sync, delete per device. */
export function UserDevicesPage() {
  const { state } = useLocation() as { state: UserDevicesState | null };
  // Reached only from App Management: without its route state there is no user to show.
  if (!state?.subscriber_login || !state.domain) return <Navigate to="/app_management" replace />;
  return <UserDevices {...state} />;
}

function UserDevices({ domain, subscriber_login: login, cloudId }: UserDevicesState) {
  const { t } = useTranslation('devices');
  const navigate = useNavigate();
  const owner = { login, cloudId };
  const devices = useUserDevices(owner);
  const sync = useSyncDevices(owner);
  const remove = useDeleteDevice(owner);
  const table = useTableState([10, 20, 30]);
  const columns = useDeviceColumns((device) =>
    confirmDelete({ title: t('delete.title'), text: t('delete.text', { device: device.device }) }, (callbacks) => remove.mutate(device.aor, callbacks)),
  );

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <Text c="dimmed">{t('of', { login })}</Text>
      <div className={wide.wide}>
        <DataTable
          state={table}
          columns={columns}
          query={devices}
          rowKey={(row) => row.aor}
          loading={sync.isPending}
          exportName={`devices-${login}`}
          toolbar={
            <Group gap="sm">
              <Button leftSection={<IconRefresh size={16} />} loading={sync.isPending} onClick={() => sync.mutate(undefined, { onSuccess: notifySuccess, onError: notifyError })}>
                {t('sync')}
              </Button>
              <Button variant="default" onClick={() => navigate('/app_management', { state: { domain, cloudId } })}>
                {t('cancel')}
              </Button>
            </Group>
          }
        />
      </div>
    </Stack>
  );
}
