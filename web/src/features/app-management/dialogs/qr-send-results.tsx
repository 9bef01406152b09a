import { Badge, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QrSendRun } from '../api/use-send-qr-mails';

/** Progress while the QR e-mails go out, then each user's outcome: sent, or failed with the reason. */
export function QrSendResults({ run, skipped }: { run: QrSendRun; skipped: string[] }) {
  const { t } = useTranslation('appManagement');
  const total = run.recipients.length;
  const done = Object.keys(run.outcomes).length;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} aria-live="polite">
        {run.done ? t('qrSend.results') : t('qrSend.progress', { done, total })}
      </Text>
      <Progress value={total === 0 ? 100 : (done / total) * 100} aria-label={t('qrSend.progressLabel')} animated={!run.done} />
      <List spacing={4} size="sm" listStyleType="none" aria-label={t('qrSend.results')}>
        {run.recipients.map((recipient) => {
          const outcome = run.outcomes[recipient.extension];
          return (
            <List.Item key={recipient.extension}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge variant="light" color={!outcome ? 'gray' : outcome.ok ? 'teal' : 'red'} miw={72}>
                  {!outcome ? t('qrSend.waiting') : outcome.ok ? t('qrSend.sent') : t('qrSend.failed')}
                </Badge>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {recipient.extension} · {recipient.name} · {recipient.email}
                  {outcome && !outcome.ok ? ` — ${outcome.reason}` : ''}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
      {skipped.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('qrSend.skipped', { extensions: skipped.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
