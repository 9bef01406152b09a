import { Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cloudIdsQuery } from '../lib/tenant-queries';
import { useSession } from '../lib/use-session';
import { TypeAheadSelect } from './type-ahead-select';

/** The tenant a screen shows: undefined is the signed-in user's own cloud. */
type Props = { value: string | undefined; onChange: (cloudId: string | undefined) => void };

/**
 * The tenants the super tenant may choose from, as options of a select (`acme — Acme Telecom`), read
 * with getCloudIds for the super tenant only (empty for anyone else).
 */
export function useTenantOptions(): Array<{ value: string; label: string }> {
  const { creds } = useSession();
  const superuser = creds?.superuser ?? false;
  const tenants = useQuery({ ...cloudIdsQuery(), enabled: superuser });
  return (tenants.data ?? []).map((tenant) => ({ value: tenant.cloud_id, label: `${tenant.cloud_id} — ${tenant.company}` }));
}

/**
 * The super tenant's choice of the tenant a screen acts on (document 2 §6), fed by getCloudIds;
 * nothing for anyone else, who only ever sees their own cloud. Choosing the own cloud again gives
 * undefined, so the calls name no cloud id, as everyone else's do.
 */
export function TenantSelect({ value, onChange }: Props) {
  const { t } = useTranslation('common');
  const { creds } = useSession();
  const options = useTenantOptions();
  if (!creds?.superuser) return null;
  const own = creds.cloud_id;
  return (
    <TypeAheadSelect
      label={t('tenant.cloudId')}
      nothingFoundMessage={t('tenant.noMatch')}
      data={options}
      value={value ?? own}
      onChange={(chosen) => onChange(chosen && chosen !== own ? chosen : undefined)}
      allowDeselect={false}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

/** The tenant choice on a card of its own, above a screen's content; nothing for anyone but the super tenant. */
export function TenantPicker(props: Props) {
  const { creds } = useSession();
  if (!creds?.superuser) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <TenantSelect {...props} />
    </Card>
  );
}
