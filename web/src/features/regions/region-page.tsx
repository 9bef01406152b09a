import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { RowAction } from '../../components/row-action';
import { TenantScreen } from '../../components/tenant-screen';
import { useChosenTenant } from '../../lib/use-chosen-tenant';
import { useRegionMap, type RegionRow } from './api/use-region-map';
import { useSyncRegions } from './api/use-sync-regions';
import { RegionSyncStatus } from './components/region-sync-status';

/**
 * Region (document 2 §2): the tenant's domains and the region each is mapped to, as last synced
 * from the platform, with a resync per domain and for all of them. The super tenant picks the tenant,
 * which the address keeps (`?cloud=acme`) with the table's view, so a reload or a link shows the same.
 */
export function RegionPage() {
  const { t } = useTranslation('region');
  const [cloudId, setCloudId] = useChosenTenant();
  const regions = useRegionMap(cloudId);
  const sync = useSyncRegions(cloudId);
  const table = useTableState([10, 25, 50, 100]);
  // A resync of all shows on its button (null: all); any resync covers the table until it is read again.
  const syncing = sync.isPending ? sync.variables : undefined;

  const columns: Column<RegionRow>[] = [
    { key: 'region', header: t('columns.region'), value: (row) => row.region, sortable: true },
    { key: 'domain', header: t('columns.domain'), value: (row) => row.domain, sortable: true },
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => (
        <RowAction tooltip={t('resync.action')} label={t('resync.label', { domain: row.domain })} onClick={() => sync.mutate(row.domain)}>
          <IconRefresh size={18} />
        </RowAction>
      ),
    },
  ];

  return (
    <TenantScreen title={t('title')} cloudId={cloudId} onCloudIdChange={setCloudId}>
      <RegionSyncStatus cloudId={cloudId} mapRead={!regions.isPending} />
      <DataTable
        state={table}
        columns={columns}
        query={regions}
        rowKey={(row) => row.domain}
        loading={sync.isPending}
        exportName={`regions-${cloudId ?? 'own'}`}
        // Two short columns: on a phone both stay in view beside the resync, without scrolling sideways.
        minWidth={320}
        toolbar={
          <Button leftSection={<IconRefresh size={16} />} loading={syncing === null} disabled={sync.isPending} onClick={() => sync.mutate(null)}>
            {t('resync.all')}
          </Button>
        }
      />
    </TenantScreen>
  );
}
