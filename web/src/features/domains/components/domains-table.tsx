import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/use-table-state';
import { useTenantDomains, type TenantDomain } from '../api/use-tenant-domains';
import { appManagementAddress } from '../../../lib/app-management-address';

/**
 * The tenant's domains, read only: each opens in App Management (with the super tenant's tenant), and
 * shows its region, provisioning, device limit and users as App Management and Region have them.
 */
export function DomainsTable({ cloudId }: { cloudId?: string }) {
  const { t, i18n } = useTranslation('domains');
  const domains = useTenantDomains(cloudId);
  // Document 1 §9's page sizes.
  const table = useTableState();
  const number = new Intl.NumberFormat(i18n.language);

  const columns: Column<TenantDomain>[] = [
    {
      key: 'domain',
      header: t('columns.domain'),
      value: (row) => row.domain,
      sortable: true,
      cell: (row) => (
        <Anchor component={Link} to={appManagementAddress(row.domain, cloudId)} fw={600} aria-label={t('open', { domain: row.domain })}>
          {row.domain}
        </Anchor>
      ),
    },
    { key: 'description', header: t('columns.description'), value: (row) => row.description, sortable: true },
    {
      key: 'region',
      header: t('columns.region'),
      value: (row) => row.region ?? '',
      sortable: true,
      // Not in the region map: the domain came after the last sync (Region resyncs it).
      cell: (row) => row.region ?? <Text span size="sm" c="dimmed">{t('noRegion')}</Text>,
    },
    {
      key: 'provisioning',
      header: t('columns.provisioning'),
      value: (row) => (row.provisioning ? t('provisioning.on') : t('provisioning.off')),
      sortable: true,
      cell: (row) => (
        <Badge color={row.provisioning ? 'green' : 'gray'} variant="light" component="span">
          {row.provisioning ? t('provisioning.on') : t('provisioning.off')}
        </Badge>
      ),
    },
    { key: 'deviceLimit', header: t('columns.deviceLimit'), value: (row) => row.device_limit, sortable: true },
    { key: 'users', header: t('columns.users'), value: (row) => row.user_count, cell: (row) => number.format(row.user_count), sortable: true },
  ];

  return <DataTable state={table} columns={columns} query={domains} rowKey={(row) => row.domain} exportName={`domains-${cloudId ?? 'own'}`} />;
}
