import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { IconInfoCircle, IconSitemap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { useTenantChoices } from './api/choices-api';
import { clientProfileHooks } from './api/client-profile-hooks';
import { DomainLevels } from './components/domain-levels';
import { useDrillDown } from './components/drill-down';
import { useProfileActions } from './components/profile-actions';
import { ProfileTable } from './components/profile-table';

/**
 * /client_profiles (document 3 §2): the primary profiles, then a tenant's domain level (Get Domain
 * Level), then a domain's extension level (a domain chosen or Fetch For Extensions).
 */
export function ClientProfilesPage() {
  const { t } = useTranslation('clientProfiles');
  const actions = useProfileActions();
  const [drill, setDrill] = useDrillDown();
  const primaries = clientProfileHooks.useList();
  const subscribers = useTenantChoices(actions.superTenant);

  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <ProfileTable
        title={t('primaryTitle')}
        level="primary"
        query={primaries}
        onAdd={actions.addPrimary}
        drill={{ label: t('getDomainLevel'), icon: <IconSitemap size={18} />, run: (row) => setDrill({ cloudId: row.cloud_id, domain: null }) }}
      >
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('primaryNote')}
        </Alert>
        <Group align="flex-end">
          {actions.superTenant ? (
            <Select
              label={t('domainLevelOf')}
              searchable
              data={(subscribers.data ?? []).map((row) => ({ value: row.cloud_id, label: `${row.cloud_id} — ${row.company}` }))}
              value={drill.cloudId}
              onChange={(cloudId) => setDrill({ cloudId, domain: null })}
              w={{ base: '100%', sm: 360 }}
            />
          ) : (
            <Button variant="light" leftSection={<IconSitemap size={16} />} onClick={() => setDrill({ cloudId: actions.ownCloudId, domain: null })}>
              {t('getDomainLevel')}
            </Button>
          )}
        </Group>
      </ProfileTable>
      {drill.cloudId ? <DomainLevels drill={{ ...drill, cloudId: drill.cloudId }} onDrill={setDrill} /> : null}
    </Stack>
  );
}
