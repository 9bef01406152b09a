import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { DeviceWorkState, TDeviceWorkRun } from '@mamt/contract';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<DeviceWorkState, string> = { listing: 'gray', running: 'blue', done: 'teal', failed: 'red' };

/** What was asked, in the words of the buttons that ask it. */
function useRunTitle(run: TDeviceWorkRun): string {
  const { t } = useTranslation('appManagement');
  if (run.kind === 'device-sync') return t('deviceWork.kind.deviceSync');
  if (run.domain === null) return t('deviceWork.kind.companyReprovision');
  if (run.extension) return t('deviceWork.kind.userReprovision', { extension: run.extension });
  return t('deviceWork.kind.domainReprovision');
}

/**
 * One Reprovisioning or Device Sync: what it is, where it stands, a bar of its devices done (and
 * failed, in red), and who asked when. The bar's sections are progress bars of their own, each named
 * with its run for screen readers.
 */
export function DeviceWorkRun({ run }: { run: TDeviceWorkRun }) {
  const { t, i18n } = useTranslation('appManagement');
  const title = useRunTitle(run);
  const number = new Intl.NumberFormat(i18n.language);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const percent = (count: number) => (count / Math.max(run.total, 1)) * 100;
  const listed = run.state === 'running' || run.state === 'done';
  return (
    <Stack gap={6} component="li" aria-label={title}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Badge variant="light" color={STATE_COLORS[run.state]} aria-live="polite">
          {t(`deviceWork.state.${run.state}`)}
        </Badge>
      </Group>
      {listed && run.total > 0 ? (
        <Progress.Root size="lg">
          <Progress.Section value={percent(run.done)} color="teal" aria-label={t('deviceWork.doneLabel', { run: title })} />
          <Progress.Section value={percent(run.failed)} color="red" aria-label={t('deviceWork.failedLabel', { run: title })} />
        </Progress.Root>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{counts(run, t, number)}</Text>
        {run.failed > 0 ? (
          <Text size="sm" c="red" fw={600}>
            {t('deviceWork.failed', { count: run.failed })}
          </Text>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {run.finished_at
          ? t('deviceWork.askedAndFinished', { who: run.requested_by, when: when.format(new Date(run.created_at)), finished: when.format(new Date(run.finished_at)) })
          : t('deviceWork.asked', { who: run.requested_by, when: when.format(new Date(run.created_at)) })}
      </Text>
    </Stack>
  );
}

type T = ReturnType<typeof useTranslation<'appManagement'>>['t'];

/** The devices counted so far of those listed, or why there is no count yet. */
function counts(run: TDeviceWorkRun, t: T, number: Intl.NumberFormat): string {
  if (run.state === 'listing') return t('deviceWork.listing');
  if (run.state === 'failed') return t('deviceWork.notListed');
  if (run.total === 0) return t('deviceWork.noDevices');
  return t('deviceWork.progress', { count: run.total, counted: number.format(run.done + run.failed) });
}
