import { useTranslation } from 'react-i18next';
import { TypeAheadSelect } from '../../../components/type-ahead-select';
import { translateShown } from '../../../lib/spec-messages';
import { useDomains } from '../api/use-domains';

type Props = { cloudId?: string; value: string | null; onChange: (domain: string | null) => void };

/**
 * A domain's name, and its description when that says more: the platform's descriptions often
 * repeat the name ("acme.demo (acme)"), which read twice in a row says nothing.
 */
export function domainLabel(row: { domain: string; description?: string | null }): string {
  const description = row.description?.trim() ?? '';
  if (description === '' || description.toLowerCase().includes(row.domain.toLowerCase())) return row.domain;
  return `${row.domain} — ${description}`;
}

/** A type-ahead over the domains the caller's tenant has on the platform. */
export function DomainPicker({ cloudId, value, onChange }: Props) {
  const { t } = useTranslation('appManagement');
  const domains = useDomains(cloudId);
  const known = value === null || !domains.isSuccess || domains.data.some((row) => row.domain === value);
  return (
    <TypeAheadSelect
      label={t('domain')}
      placeholder={t('domainPlaceholder')}
      nothingFoundMessage={t('noDomain')}
      data={(domains.data ?? []).map((row) => ({ value: row.domain, label: domainLabel(row) }))}
      value={value}
      onChange={onChange}
      error={domains.isError ? translateShown(domains.error) : known ? undefined : t('unknownDomain', { domain: value })}
      disabled={domains.isLoading}
      allowDeselect={false}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
