import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecentQrMailRuns } from '../api/use-qr-mail-runs';
import { QrRunDialog } from './qr-run-dialog';
import { QrRunProgress } from './qr-run-progress';

/**
 * The domain's latest sends of the QR e-mail, live while one is still sending: a send to thousands
 * goes on in the background after its dialog is closed, and this is where it is followed and opened
 * again. Shown only when the domain has any.
 */
export function QrSendsPanel({ domain, cloudId }: { domain: string; cloudId?: string }) {
  const { t, i18n } = useTranslation('appManagement');
  const runs = useRecentQrMailRuns(domain, cloudId);
  const [open, setOpen] = useState<number | null>(null);
  const rows = runs.data ?? [];
  if (rows.length === 0) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Card withBorder radius="md" padding="md">
      {open !== null ? <QrRunDialog domain={domain} cloudId={cloudId} runId={open} onClose={() => setOpen(null)} /> : null}
      <Title order={2} size="h4" mb="sm">
        {t('qrSend.sendsTitle')}
      </Title>
      <Stack gap="md">
        {rows.map((run) => (
          <Stack key={run.id} gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('qrSend.sentBy', { when: when.format(new Date(run.created_at)), who: run.sent_by, subject: run.subject })}
              </Text>
              <Button size="xs" variant="default" leftSection={<IconListDetails size={14} />} onClick={() => setOpen(run.id)} aria-label={t('qrSend.detailsOf', { when: when.format(new Date(run.created_at)) })}>
                {t('qrSend.details')}
              </Button>
            </Group>
            <QrRunProgress run={run} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
