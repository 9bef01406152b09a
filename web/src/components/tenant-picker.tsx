import { Card, type SelectProps } from '@mantine/core';
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

type ChoiceProps = {
  label: string;
  nothingFoundMessage: string;
  /** The option that names no tenant in the calls (null): the own cloud, or an "all tenants" put first when it has a label. */
  none: { value: string; label?: string };
  value: string | null;
  onChange: (cloudId: string | null) => void;
  w: SelectProps['w'];
};

/**
 * A type-ahead of the tenants for the super tenant, nothing for anyone else; one option (`none`)
 * stands for no tenant named. The tenant picker and the logs' filter differ only in that option.
 */
export function TenantChoice({ none, value, onChange, ...props }: ChoiceProps) {
  const { creds } = useSession();
  const options = useTenantOptions();
  if (!creds?.superuser) return null;
  return (
    <TypeAheadSelect
      {...props}
      data={none.label ? [{ value: none.value, label: none.label }, ...options] : options}
      value={value ?? none.value}
      onChange={(chosen) => onChange(chosen && chosen !== none.value ? chosen : null)}
      allowDeselect={false}
    />
  );
}

/**
 * The super tenant's choice of the tenant a screen acts on (document 2 §6), fed by getCloudIds;
 * nothing for anyone else, who only ever sees their own cloud. Choosing the own cloud again gives
 * undefined, so the calls name no cloud id, as everyone else's do.
 */
export function TenantSelect({ value, onChange }: Props) {
  const { t } = useTranslation('common');
  const { creds } = useSession();
  return (
    <TenantChoice
      label={t('tenant.cloudId')}
      nothingFoundMessage={t('tenant.noMatch')}
      none={{ value: creds?.cloud_id ?? '' }}
      value={value ?? null}
      onChange={(cloudId) => onChange(cloudId ?? undefined)}
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
