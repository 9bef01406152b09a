import { useTranslation } from 'react-i18next';
import { useTenantOptions } from '../../../components/tenant-picker';
import { TypeAheadSelect } from '../../../components/type-ahead-select';
import { useSession } from '../../../lib/use-session';

/** The blank choice: every tenant's entries, and those of no tenant (requests, jobs). */
const ALL = '*';

type Props = { value: string | null; onChange: (cloudId: string | null) => void };

/**
 * The super tenant reads every tenant's entries (document 3 getlogs `cloud_id`), and may narrow them
 * to one tenant's; nothing for anyone else, who only ever reads their own tenant's.
 */
export function LogTenantSelect({ value, onChange }: Props) {
  const { t } = useTranslation('logs');
  const { creds } = useSession();
  const tenants = useTenantOptions();
  if (!creds?.superuser) return null;
  const data = [{ value: ALL, label: t('filters.allTenants') }, ...tenants];
  return (
    <TypeAheadSelect
      label={t('filters.tenant')}
      nothingFoundMessage={t('filters.noTenant')}
      data={data}
      value={value ?? ALL}
      onChange={(chosen) => onChange(chosen && chosen !== ALL ? chosen : null)}
      allowDeselect={false}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
