import { useTranslation } from 'react-i18next';
import { TenantChoice } from '../../../components/tenant-picker';

/** The blank choice: every tenant's entries, and those of no tenant (requests, jobs). */
const ALL = '*';

type Props = { value: string | null; onChange: (cloudId: string | null) => void };

/**
 * The super tenant reads every tenant's entries (document 3 getlogs `cloud_id`), and may narrow them
 * to one tenant's; nothing for anyone else, who only ever reads their own tenant's.
 */
export function LogTenantSelect({ value, onChange }: Props) {
  const { t } = useTranslation('logs');
  return (
    <TenantChoice
      label={t('filters.tenant')}
      nothingFoundMessage={t('filters.noTenant')}
      none={{ value: ALL, label: t('filters.allTenants') }}
      value={value}
      onChange={onChange}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
