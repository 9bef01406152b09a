import { Select } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/spec-messages';
import { useTenantDomains } from '../api/choices-api';
import { useDomainProfiles, useExtensionProfiles } from '../api/profiles-api';
import type { DrillDown } from './drill-down';
import { useProfileActions } from './profile-actions';
import { ProfileTable } from './profile-table';

type Props = { drill: DrillDown & { cloudId: string }; onDrill: (next: DrillDown) => void };

/** The domain level of one tenant and, once a domain is chosen, that domain's extension level (document 3 §2). */
export function DomainLevels({ drill, onDrill }: Props) {
  const { t } = useTranslation('clientProfiles');
  const actions = useProfileActions();
  const domainProfiles = useDomainProfiles(drill.cloudId);
  const extensionProfiles = useExtensionProfiles(drill.cloudId, drill.domain);
  const domains = useTenantDomains(drill.cloudId);

  return (
    <>
      <ProfileTable
        title={t('domainTitle', { cloudId: drill.cloudId })}
        level="domain"
        query={domainProfiles}
        onAdd={() => actions.open({ id: null, level: 'domain', cloudId: drill.cloudId, domain: drill.domain })}
        drill={{ label: t('fetchForExtensions'), icon: <IconListDetails size={18} />, run: (row) => onDrill({ cloudId: drill.cloudId, domain: row.domain }) }}
      >
        <Select
          label={t('chooseDomain')}
          placeholder={t('domainPlaceholder')}
          searchable
          clearable
          nothingFoundMessage={t('noDomain')}
          data={(domains.data ?? []).map((row) => row.domain)}
          value={drill.domain}
          onChange={(domain) => onDrill({ cloudId: drill.cloudId, domain })}
          error={domains.isError ? translateShown(domains.error) : undefined}
          w={{ base: '100%', sm: 360 }}
        />
      </ProfileTable>
      {drill.domain ? (
        <ProfileTable
          title={t('extensionTitle', { domain: drill.domain })}
          level="extension"
          query={extensionProfiles}
          onAdd={() => actions.open({ id: null, level: 'extension', cloudId: drill.cloudId, domain: drill.domain })}
        />
      ) : null}
    </>
  );
}
