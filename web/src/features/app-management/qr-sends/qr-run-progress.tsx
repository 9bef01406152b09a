import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasPending, type QrMailRun } from '../api/use-qr-mail-runs';

/** Each section of the bar is a progress bar of its own, named for screen readers. */
const SECTIONS = [
  { status: 'sent', color: 'teal' },
  { status: 'kept', color: 'yellow' },
  { status: 'failed', color: 'red' },
] as const;

/** How far a send has got: a bar of the mails settled, and a sentence of the counts that matter. */
export function QrRunProgress({ run }: { run: QrMailRun }) {
  const { t, i18n } = useTranslation('appManagement');
  const number = new Intl.NumberFormat(i18n.language);
  const { sent, failed, kept } = run.counts;
  const settled = sent + failed + kept;
  const pending = hasPending(run);
  const values = { done: number.format(settled), total: number.format(run.total), sent: number.format(sent), failed: number.format(failed), kept: number.format(kept) };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} aria-live="polite">
        {pending ? t('qrSend.progress', values) : t('qrSend.finished', values)}
      </Text>
      <Progress.Root size="lg">
        {SECTIONS.map(({ status, color }) => (
          <Progress.Section key={status} value={(run.counts[status] / Math.max(run.total, 1)) * 100} color={color} aria-label={t(`qrSend.status.${status}`)} />
        ))}
      </Progress.Root>
    </Stack>
  );
}
