import { Card, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceWorkRuns } from '../api/use-device-work-runs';
import { DeviceWorkRun } from './device-work-run';

/**
 * The domain's latest Reprovisionings and Device Syncs, and the company's latest company-wide
 * reprovision: thousands of devices take a minute or more in the background, and this is where the
 * admin sees them go, live while one is under way. Shown only when there is any.
 */
export function DeviceWorkPanel({ domain, cloudId }: { domain: string; cloudId?: string }) {
  const { t } = useTranslation('appManagement');
  const runs = useDeviceWorkRuns(domain, cloudId);
  const titleId = useId();
  const rows = runs.data ?? [];
  if (rows.length === 0) return null;
  return (
    // The id lets a link (or a test) reach the panel; the title names it for screen readers.
    <Card id="device-work" withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title id={titleId} order={2} size="h4" mb="sm">
        {t('deviceWork.title')}
      </Title>
      <Stack gap="md" component="ul" aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((run) => (
          <DeviceWorkRun key={run.id} run={run} />
        ))}
      </Stack>
    </Card>
  );
}
