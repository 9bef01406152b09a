import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SimpleTable } from '../../../components/simple-table';
import { appManagementAddress } from '../../../lib/app-management-address';
import { coreManagementAddress, useLinkCloud } from '../fleet-links';
import type { FleetAttention } from '../fleet-types';
import { useNumbers } from '../use-numbers';
import { AttentionItem } from './attention-item';

type Props<K extends 'provisioning_off' | 'cores_down'> = { rows: FleetAttention[K]; everyTenant: boolean };

/** Domains with installed apps whose provisioning is off: each opens App Management, where it is switched on. */
export function ProvisioningOff({ rows, everyTenant }: Props<'provisioning_off'>) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const linkCloud = useLinkCloud();
  return (
    <AttentionItem id="fleet-attention-provisioning" title={t('attention.provisioningOff')} count={rows.length}>
      <SimpleTable headers={[...(everyTenant ? [t('columns.cloudId')] : []), t('columns.domain'), t('attention.devices')]} minWidth={360} verticalSpacing="xs">
        {rows.map((row) => (
          <Table.Tr key={`${row.cloud_id}/${row.domain}`}>
            {everyTenant ? <Table.Td>{row.cloud_id}</Table.Td> : null}
            <Table.Td>
              <Anchor component={Link} to={appManagementAddress(row.domain, linkCloud(row.cloud_id))} size="sm" aria-label={t('domains.openAppManagement', { domain: row.domain })}>
                {row.domain}
              </Anchor>
            </Table.Td>
            <Table.Td>{numbers.count(row.count)}</Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </AttentionItem>
  );
}

/** Cores marked down that devices are still registered to: Core Management, where they are marked. */
export function CoresDown({ rows, everyTenant }: Props<'cores_down'>) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const linkCloud = useLinkCloud();
  return (
    <AttentionItem id="fleet-attention-cores" title={t('attention.coresDown')} count={rows.length}>
      <SimpleTable headers={[...(everyTenant ? [t('columns.cloudId')] : []), t('charts.core'), t('attention.devices')]} minWidth={360} verticalSpacing="xs">
        {rows.map((row) => (
          <Table.Tr key={`${row.cloud_id}/${row.core}`}>
            {everyTenant ? <Table.Td>{row.cloud_id}</Table.Td> : null}
            <Table.Td>
              <Anchor component={Link} to={coreManagementAddress(linkCloud(row.cloud_id))} size="sm" aria-label={t('attention.openCores', { core: row.core })}>
                {row.core}
              </Anchor>
            </Table.Td>
            <Table.Td>{numbers.count(row.devices)}</Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </AttentionItem>
  );
}
