import type { FleetDevice } from '@mamt/contract/fleet/fleet-fields';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { IconRefreshDot } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SimpleTable } from '../../../components/simple-table';
import { userDevicesAddress } from '../../../lib/app-management-address';
import { formatDateTime } from '../../../lib/date-time';
import { useReprovisionDevice } from '../api/reprovision-device';
import { shownListSearch, type ShownList } from '../fleet-address';
import type { FleetAttention } from '../fleet-types';
import { useLinkCloud } from '../fleet-links';
import { useNumbers } from '../use-numbers';
import { AttentionItem } from './attention-item';
import { deviceKey } from './device-columns';

/** "Show all 42": the whole list, paged, opened above (when the summary carries only its first rows). */
function ShowAll({ list, total, shown }: { list: ShownList['list']; total: number; shown: number }) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const [params] = useSearchParams();
  if (total <= shown) return null;
  return (
    <Anchor component={Link} to={shownListSearch(params, { list })} size="sm">
      {t('attention.showAll', { count: total, total: numbers.count(total) })}
    </Anchor>
  );
}

/** The login, opening User Devices of that user (with the row's tenant for the super tenant). */
function LoginLink({ device }: { device: FleetDevice }) {
  const { t } = useTranslation('fleet');
  const linkCloud = useLinkCloud();
  return (
    <Anchor component={Link} to={userDevicesAddress({ domain: device.domain, login: device.subscriber_login, cloudId: linkCloud(device.cloud_id) })} size="sm" aria-label={t('columns.openDevices', { login: device.subscriber_login })}>
      {device.subscriber_login}
    </Anchor>
  );
}

/** "for over 24 hours" as the server is set by default; in minutes when it is set to less than whole hours. */
function staleTitle(t: TFunction<'fleet'>, minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? t('attention.stale', { hours: minutes / 60 }) : t('attention.staleMinutes', { minutes });
}

/** The cells every attention list of devices begins with: its tenant (every-tenant view), login and device. */
function DeviceCells({ device, everyTenant }: { device: FleetDevice; everyTenant: boolean }) {
  return (
    <>
      {everyTenant ? <Table.Td>{device.cloud_id}</Table.Td> : null}
      <Table.Td>
        <LoginLink device={device} />
      </Table.Td>
      <Table.Td>{device.device}</Table.Td>
    </>
  );
}

type StaleProps = { stale: FleetAttention['stale']; canReprovision: boolean; everyTenant: boolean };

/** Devices behind the configuration for over `after_minutes`; an administrator reprovisions them a user at a time. */
export function StaleDevices({ stale, canReprovision, everyTenant }: StaleProps) {
  const { t } = useTranslation('fleet');
  const reprovision = useReprovisionDevice();
  const headers = [
    ...(everyTenant ? [t('columns.cloudId')] : []),
    t('columns.login'),
    t('columns.device'),
    t('columns.lastProvisionedAt'),
    ...(canReprovision ? [t('actions.column', { ns: 'common' })] : []),
  ];
  return (
    <AttentionItem id="fleet-attention-stale" title={staleTitle(t, stale.after_minutes)} count={stale.total}>
      <SimpleTable headers={headers} minWidth={canReprovision ? 560 : 440} verticalSpacing="xs">
        {stale.rows.map((device) => (
          <Table.Tr key={deviceKey(device)}>
            <DeviceCells device={device} everyTenant={everyTenant} />
            <Table.Td>{formatDateTime(device.last_provisioned_at) || t('attention.neverProvisioned')}</Table.Td>
            {canReprovision ? (
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefreshDot size={14} />}
                  loading={reprovision.isPending && reprovision.variables === device}
                  aria-label={t('attention.reprovisionLabel', { login: device.subscriber_login })}
                  onClick={() => reprovision.mutate(device)}
                >
                  {t('attention.reprovision')}
                </Button>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </SimpleTable>
      <ShowAll list="stale" total={stale.total} shown={stale.rows.length} />
    </AttentionItem>
  );
}

type NeverProps = { neverRegistered: FleetAttention['never_registered']; everyTenant: boolean };

/** Devices provisioned but never registered, with the platform's last word on why. */
export function NeverRegisteredDevices({ neverRegistered, everyTenant }: NeverProps) {
  const { t } = useTranslation('fleet');
  const headers = [...(everyTenant ? [t('columns.cloudId')] : []), t('columns.login'), t('columns.device'), t('columns.installedAt'), t('attention.lastWord')];
  return (
    <AttentionItem id="fleet-attention-never" title={t('attention.neverRegistered')} count={neverRegistered.total}>
      <SimpleTable headers={headers} minWidth={560} verticalSpacing="xs">
        {neverRegistered.rows.map((device) => (
          <Table.Tr key={deviceKey(device)}>
            <DeviceCells device={device} everyTenant={everyTenant} />
            <Table.Td>{formatDateTime(device.installed_at)}</Table.Td>
            <Table.Td>
              {device.registration_error ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {device.registration_error}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('attention.noRegistration')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
      <ShowAll list="never-registered" total={neverRegistered.total} shown={neverRegistered.rows.length} />
    </AttentionItem>
  );
}
