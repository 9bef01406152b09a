import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { TenantScreen } from '../../components/tenant-screen';
import { useChosenTenant } from '../../lib/use-chosen-tenant';
import { useCores, useToggleCore, type CoreRow } from './api/use-cores';
import { RegionCores } from './components/region-cores';

/** The cores grouped by region, the regions and their cores in name order. */
function byRegion(rows: CoreRow[]): Array<[string, CoreRow[]]> {
  const groups = new Map<string, CoreRow[]>();
  for (const row of [...rows].sort((a, b) => a.region.localeCompare(b.region) || a.core.localeCompare(b.core))) {
    groups.set(row.region, [...(groups.get(row.region) ?? []), row]);
  }
  return [...groups];
}

/**
 * Core Management (document 2 §2): the platform's cores by region, each marked up or down by the
 * tenant's administrators. Marking a core down moves the app devices on it to another core that is
 * up; the server reprovisions them at once. The super tenant picks the tenant.
 */
export function CoreManagementPage() {
  const { t } = useTranslation('coreManagement');
  const [cloudId, setCloudId] = useChosenTenant();
  const cores = useCores(cloudId);
  const toggle = useToggleCore(cloudId);
  const groups = byRegion(cores.data ?? []);

  return (
    <TenantScreen title={t('title')} cloudId={cloudId} onCloudIdChange={setCloudId}>
      <PageIntro intro={t('intro')} loading={cores.isLoading} loadingLabel={t('loading')} error={cores.error} loadFailed={t('loadFailed')} />
      {cores.data?.length === 0 ? <Text>{t('empty')}</Text> : null}
      {groups.map(([region, rows]) => (
        <RegionCores key={region} region={region} cores={rows} busy={toggle.isPending} onToggle={(row, down) => toggle.mutate({ region: row.region, core: row.core, down })} />
      ))}
    </TenantScreen>
  );
}
