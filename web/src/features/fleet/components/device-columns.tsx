import type { FleetDevice, FleetDeviceSortColumn } from '@mamt/contract/fleet/fleet-fields';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import wide from '../../../components/data-table/wide-table.module.css';
import { YesNoBadge } from '../../../components/list-page/yes-no-badge';
import { userDevicesAddress } from '../../../lib/app-management-address';
import { formatDateTime } from '../../../lib/date-time';
import { useLinkCloud } from '../fleet-links';

/** The columns the server sorts a list by, with the call's name for each; the others offer no sorting. */
export const DEVICE_SORT_FIELDS = {
  cloudId: 'cloud_id',
  login: 'subscriber_login',
  device: 'device',
  platform: 'platform',
  appVersion: 'app_version',
  installedAt: 'installed_at',
  lastProvisionedAt: 'last_provisioned_at',
  core: 'core',
  expires: 'registration_expires_at',
} as const satisfies Record<string, FleetDeviceSortColumn>;

/** A device's key in a list: the contract gives none, so its user, its name and when it was installed. */
export const deviceKey = (row: FleetDevice) => `${row.cloud_id}/${row.domain}/${row.extension}/${row.device}/${row.installed_at}`;

/** The columns of a device list, sorted by the server; the cloud id only in the super tenant's every-tenant view. Each login opens User Devices. */
export function useDeviceColumns(everyTenant: boolean): Column<FleetDevice>[] {
  const columns = useColumns(everyTenant);
  return columns.map((column) => ({ ...column, sortable: Object.hasOwn(DEVICE_SORT_FIELDS, column.key) }));
}

function useColumns(everyTenant: boolean): Column<FleetDevice>[] {
  const { t } = useTranslation('fleet');
  const linkCloud = useLinkCloud();
  const yesNo = { yes: t('actions.yes', { ns: 'common' }), no: t('actions.no', { ns: 'common' }) };
  const when = (value: string | null) => <span className={wide.wraps}>{formatDateTime(value)}</span>;
  return [
    ...(everyTenant ? [{ key: 'cloudId', header: t('columns.cloudId'), value: (row: FleetDevice) => row.cloud_id }] : []),
    {
      key: 'login',
      header: t('columns.login'),
      value: (row) => row.subscriber_login,
      cell: (row) => (
        <Anchor component={Link} to={userDevicesAddress({ domain: row.domain, login: row.subscriber_login, cloudId: linkCloud(row.cloud_id) })} size="sm" aria-label={t('columns.openDevices', { login: row.subscriber_login })}>
          {row.subscriber_login}
        </Anchor>
      ),
    },
    { key: 'device', header: t('columns.device'), value: (row) => row.device },
    { key: 'platform', header: t('columns.platform'), value: (row) => row.platform },
    { key: 'appVersion', header: t('columns.appVersion'), value: (row) => row.app_version ?? '' },
    { key: 'installedAt', header: t('columns.installedAt'), value: (row) => formatDateTime(row.installed_at), cell: (row) => when(row.installed_at) },
    { key: 'lastProvisionedAt', header: t('columns.lastProvisionedAt'), value: (row) => formatDateTime(row.last_provisioned_at), cell: (row) => when(row.last_provisioned_at) },
    { key: 'upToDate', header: t('columns.upToDate'), value: (row) => (row.up_to_date ? yesNo.yes : yesNo.no), cell: (row) => <YesNoBadge value={row.up_to_date} {...yesNo} /> },
    {
      key: 'core',
      header: t('columns.core'),
      value: (row) => row.core || t('notRegistered'),
      cell: (row) => (row.core ? row.core : <Text span size="sm" c="dimmed">{t('notRegistered')}</Text>),
    },
    { key: 'expires', header: t('columns.expires'), value: (row) => formatDateTime(row.registration_expires_at), cell: (row) => when(row.registration_expires_at) },
    { key: 'error', header: t('columns.error'), value: (row) => row.registration_error },
  ];
}
