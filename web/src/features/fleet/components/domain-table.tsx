import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { TableSection } from '../../../components/data-table/table-section';
import { useTableState } from '../../../components/data-table/use-table-state';
import wide from '../../../components/data-table/wide-table.module.css';
import { YesNoBadge } from '../../../components/list-page/yes-no-badge';
import { appManagementAddress } from '../../../lib/app-management-address';
import { DOMAINS_TABLE, shownListSearch } from '../fleet-address';
import { useLinkCloud } from '../fleet-links';
import type { FleetDomain } from '../fleet-types';

const COUNTS = ['installed', 'active', 'behind', 'registered', 'never_registered', 'undelivered_mails'] as const;

type Props = { domains: FleetDomain[]; everyTenant: boolean };

/**
 * One row per domain with installed apps (or undelivered mails): its counts and whether provisioning
 * is on, each opening App Management on the domain, or its devices as a list above (whose logins
 * open User Devices). Searched, sorted, paged and exported in the browser.
 */
export function DomainTable({ domains, everyTenant }: Props) {
  const { t } = useTranslation('fleet');
  const [params] = useSearchParams();
  const linkCloud = useLinkCloud();
  // The device list is the screen's first table: this one's view goes by another name in the address.
  const state = useTableState([10, 25, 50], 10, { prefix: DOMAINS_TABLE });
  const yesNo = { yes: t('actions.yes', { ns: 'common' }), no: t('actions.no', { ns: 'common' }) };

  const columns: Column<FleetDomain>[] = [
    ...(everyTenant ? [{ key: 'cloudId', header: t('columns.cloudId'), value: (row: FleetDomain) => row.cloud_id, sortable: true }] : []),
    { key: 'domain', header: t('columns.domain'), value: (row) => row.domain, sortable: true },
    ...COUNTS.map((count): Column<FleetDomain> => ({ key: count, header: t(`domains.${count}`), value: (row) => row[count], sortable: true })),
    { key: 'provisioning', header: t('domains.provisioning'), value: (row) => (row.provisioning ? yesNo.yes : yesNo.no), sortable: true, cell: (row) => <YesNoBadge value={row.provisioning} {...yesNo} /> },
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to={appManagementAddress(row.domain, linkCloud(row.cloud_id))} size="sm" aria-label={t('domains.openAppManagement', { domain: row.domain })}>
            {t('domains.appManagement')}
          </Anchor>
          <Anchor component={Link} to={shownListSearch(params, { list: 'installed', domain: row.domain })} size="sm" aria-label={t('domains.openDevices', { domain: row.domain })}>
            {t('domains.devices')}
          </Anchor>
        </Group>
      ),
    },
  ];

  return (
    <TableSection id="fleet-domains" title={t('domains.heading')}>
      <div className={wide.wide}>
        <DataTable state={state} columns={columns} rows={domains} loading={false} rowKey={(row) => `${row.cloud_id}/${row.domain}`} exportName="fleet-domains" minWidth={everyTenant ? 960 : 860} />
      </div>
    </TableSection>
  );
}
