import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { TenantPicker } from '../../components/tenant-picker';
import { useChosenTenant } from '../../lib/use-chosen-tenant';
import { DomainsTable } from './components/domains-table';

/**
 * Domains (/domains): the tenant's platform domains, read only, each leading to App Management.
 * The super tenant's chosen tenant lives in the address (`?cloud=…`, as App Management keeps it),
 * so a reload or the way back from App Management shows the same tenant.
 */
export function DomainsPage() {
  const { t, i18n } = useTranslation('domains');
  const [cloudId, setCloudId] = useChosenTenant();

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm" c="dimmed" dir={i18n.dir(i18n.language)}>
        {t('intro')}
      </Text>
      <TenantPicker value={cloudId} onChange={setCloudId} />
      {/* A new tenant starts its table afresh: no page or search of the last tenant's is left in the address or the box. */}
      <DomainsTable key={cloudId ?? ''} cloudId={cloudId} />
    </Stack>
  );
}
