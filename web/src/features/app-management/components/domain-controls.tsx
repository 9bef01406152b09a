import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { translateShown } from '../../../lib/spec-messages';
import { useCompanyDetails, useDomainSettings } from '../api/use-domain-settings';
import type { ToggleKey } from '../api/use-domain-toggle';
import { DeviceLimit } from './device-limit';
import { DomainDeviceControls } from './domain-device-controls';
import { DomainToggle } from './domain-toggle';

type Props = { domain: string; cloudId?: string };

/** The domain's settings (document 2 §9): admins change them, other user types only see them. */
export function DomainControls({ domain, cloudId }: Props) {
  const { t } = useTranslation('appManagement');
  const { creds } = useSession();
  const settings = useDomainSettings(domain, cloudId);
  const company = useCompanyDetails(cloudId);
  const canEdit = creds?.user_type === 'admin';
  if (settings.isLoading) return <Loader size="sm" aria-label={t('controls.loading')} />;
  if (settings.error || !settings.data) return settings.error ? <Text c="red">{translateShown(settings.error)}</Text> : null;
  const data = settings.data;
  const toggles: ToggleKey[] = ['provisioning', 'quick_dial'];
  if (company.data && !company.data.call_history) toggles.push('recording');
  if (company.data?.textable) toggles.push('textable');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <DeviceLimit key={`${domain}-${data.device_limit}`} domain={domain} cloudId={cloudId} value={data.device_limit} canEdit={canEdit} />
        <Group gap="lg">
          {toggles.map((toggle) => (
            <DomainToggle key={toggle} toggle={toggle} domain={domain} cloudId={cloudId} checked={data[toggle]} canEdit={canEdit} />
          ))}
        </Group>
        {canEdit ? <DomainDeviceControls domain={domain} cloudId={cloudId} /> : null}
      </Stack>
    </Card>
  );
}
