import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TenantChoice } from '../../../components/tenant-picker';
import { useSession } from '../../../lib/use-session';

/** The choice that names no tenant: every tenant's fleet. */
const EVERY_TENANT = '*';

type Props = { value: string | undefined; onChange: (cloudId: string | undefined) => void };

/** The super tenant looks at every tenant's fleet, or one tenant's; nothing for anyone else, who sees their own. */
export function FleetTenantChoice({ value, onChange }: Props) {
  const { t } = useTranslation('fleet');
  const { creds } = useSession();
  if (!creds?.superuser) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <TenantChoice
        label={t('tenant.label')}
        nothingFoundMessage={t('tenant.noMatch')}
        none={{ value: EVERY_TENANT, label: t('tenant.every') }}
        value={value ?? null}
        onChange={(cloudId) => onChange(cloudId ?? undefined)}
        w={{ base: '100%', sm: 280 }}
      />
    </Card>
  );
}
