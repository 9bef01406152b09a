import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/spec-messages';
import { useDomains } from '../api/use-domains';

type Props = { cloudId?: string; value: string | null; onChange: (domain: string | null) => void };

/** A type-ahead over the domains the caller's tenant has on the platform. */
export function DomainPicker({ cloudId, value, onChange }: Props) {
  const { t } = useTranslation('appManagement');
  const domains = useDomains(cloudId);
  return (
    <Select
      label={t('domain')}
      placeholder={t('domainPlaceholder')}
      searchable
      nothingFoundMessage={t('noDomain')}
      data={(domains.data ?? []).map((row) => ({ value: row.domain, label: row.description ? `${row.domain} — ${row.description}` : row.domain }))}
      value={value}
      onChange={onChange}
      error={domains.isError ? translateShown(domains.error) : undefined}
      disabled={domains.isLoading}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
