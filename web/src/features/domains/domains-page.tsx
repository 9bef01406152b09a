import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { TenantPicker } from '../../components/tenant-picker';
import { useSession } from '../../lib/use-session';
import { DomainsTable } from './components/domains-table';

/**
 * Domains (/domains): the tenant's platform domains, read only, each leading to App Management.
 * The super tenant's chosen tenant lives in the address (`?cloud=…`, as App Management keeps it),
 * so a reload or the way back from App Management shows the same tenant.
 */
export function DomainsPage() {
  const { t, i18n } = useTranslation('domains');
  const [params, setParams] = useSearchParams();
  const { creds } = useSession();
  const wanted = creds?.superuser ? (params.get('cloud') ?? undefined) : undefined;
  const cloudId = wanted && wanted !== creds?.cloud_id ? wanted : undefined;

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <Text size="sm" c="dimmed" dir={i18n.dir(i18n.language)}>
        {t('intro')}
      </Text>
      <TenantPicker value={cloudId} onChange={(value) => setParams(value ? { cloud: value } : {})} />
      {/* A new tenant starts its table afresh: first page, no search carried over from another tenant. */}
      <DomainsTable key={cloudId ?? ''} cloudId={cloudId} />
    </Stack>
  );
}
