import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TypeAheadSelect } from '../../../components/type-ahead-select';
import { rpc } from '../../../lib/rpc';
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
  const superuser = creds?.superuser ?? false;
  // The same key as the user form's and the tenant picker's list of clouds: the screens share one answer.
  const tenants = useQuery({ queryKey: ['users', 'cloud-ids'], queryFn: () => rpc('getCloudIds', {}), enabled: superuser, staleTime: 5 * 60_000 });
  if (!superuser) return null;
  const data = [{ value: ALL, label: t('filters.allTenants') }, ...(tenants.data ?? []).map((tenant) => ({ value: tenant.cloud_id, label: `${tenant.cloud_id} — ${tenant.company}` }))];
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
