import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { TenantPicker } from '../../components/tenant-picker';
import { translateShown } from '../../lib/spec-messages';
import { useAllDomains, useCheckedDomains } from './api/use-sms-domains';
import { DomainChecklist } from './components/domain-checklist';

/**
 * SMS/MMS Domain's Permission (document 2 §2): the tenant's domains whose app users may send SMS and
 * MMS, checked one by one or all at once, saved with Save. The super tenant picks the tenant.
 */
export function SmsPermissionPage() {
  const { t, i18n } = useTranslation('smsPermission');
  const [cloudId, setCloudId] = useState<string | undefined>();
  const domains = useAllDomains(cloudId);
  const checked = useCheckedDomains(cloudId);
  const error = domains.error ?? checked.error;
  const saved = checked.data?.map((row) => row.domain).sort();

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <TenantPicker value={cloudId} onChange={setCloudId} />
      {/* The sentence keeps its language's direction in a right-to-left layout (its full stop stays at its end). */}
      <Text size="sm" c="dimmed" dir={i18n.dir(i18n.language)}>
        {t('intro')}
      </Text>
      {domains.isLoading || checked.isLoading ? <Loader aria-label={t('loading')} /> : null}
      {error ? (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          {translateShown(error)}
        </Alert>
      ) : null}
      {domains.data && saved ? (
        // A new tenant, or a new saved set (after Save), starts the checks again from what is saved.
        <DomainChecklist key={`${cloudId ?? ''}|${saved.join(',')}`} domains={domains.data} saved={saved} cloudId={cloudId} />
      ) : null}
    </Stack>
  );
}
