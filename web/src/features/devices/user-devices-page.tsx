import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import wide from '../../components/data-table/wide-table.module.css';
import { PageTitle } from '../../components/page-title';
import { appManagementAddress, devicesOwnerOf, devicesParams, type DevicesOwner } from '../../lib/app-management-address';
import { keptListReturn, listSearchOf, type FromList } from '../../lib/list-return';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useChosenTenant } from '../../lib/use-chosen-tenant';
import { useDeleteDevice, useSyncDevices, useUserDevices } from './api/use-user-devices';
import { useDeviceColumns } from './components/device-columns';

/** What an older navigation hands over in route state: the user, its domain, and the tenant the super tenant picked. */
export type UserDevicesState = { domain: string; extension: string; subscriber_login: string; cloudId?: string };

const handedOwner = (state: Partial<UserDevicesState> | null): DevicesOwner | null =>
  state?.subscriber_login && state.domain ? { domain: state.domain, login: state.subscriber_login, cloudId: state.cloudId } : null;

/**
 * User Devices (document 2 §2): a user's app devices, Device Sync, delete per device. Whose devices
 * lives in the address (`?domain=…&user=…`, with `cloud=…` for the super tenant's choice of tenant),
 * so a reload or a link shows the same user; a user handed over in route state is put there too.
 * Cancel goes back to App Management as it was when it opened this screen, else to the user's domain.
 */
export function UserDevicesPage() {
  const { state } = useLocation() as { state: (Partial<UserDevicesState> & FromList) | null };
  const [params, setParams] = useSearchParams();
  const [chosenCloud] = useChosenTenant();
  const handed = handedOwner(state);

  useEffect(() => {
    const owner = handedOwner(state);
    if (owner) setParams(devicesParams(owner), { replace: true, state: keptListReturn(state) });
  }, [state, setParams]);

  const fromAddress = devicesOwnerOf(params);
  const owner = handed ?? (fromAddress ? { ...fromAddress, cloudId: chosenCloud } : null);
  // Neither the address nor route state names a user: there is no one to show.
  if (!owner) return <Navigate to="/app_management" replace />;
  const back = listSearchOf(state);
  return <UserDevices key={`${owner.cloudId ?? ''}/${owner.login}`} owner={owner} backTo={back ? `/app_management${back}` : appManagementAddress(owner.domain, owner.cloudId)} />;
}

function UserDevices({ owner, backTo }: { owner: DevicesOwner; backTo: string }) {
  const { t } = useTranslation('devices');
  const navigate = useNavigate();
  const { login } = owner;
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
              <Button variant="default" onClick={() => void navigate(backTo)}>
                {t('cancel')}
              </Button>
            </Group>
          }
        />
      </div>
    </Stack>
  );
}
