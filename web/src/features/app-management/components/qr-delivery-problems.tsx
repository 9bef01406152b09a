import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconMailExclamation, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/row-action';
import { SimpleTable } from '../../../components/simple-table';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translateShown } from '../../../lib/spec-messages';
import { useQrMailFailures } from '../api/use-qr-mail-failures';
import { hasPending, useRecentQrMailRuns, useResendQrMails, type ResendChoice } from '../api/use-qr-mail-runs';

/**
 * QR e-mails of the domain that did not reach their user: given up on after every retry, or kept in
 * the outbox for want of a mail server. Each says in plain words what happened and what to do, and
 * can be sent again, alone or all together: "all" is every one the server counts, not only the
 * newest it lists. Shown only when there is something to show; a later delivered e-mail to the
 * user clears the line.
 */
export function QrDeliveryProblems({ domain, cloudId }: { domain: string; cloudId?: string }) {
  const { t, i18n } = useTranslation('appManagement');
  const live = useRecentQrMailRuns(domain, cloudId).data?.some(hasPending) ?? false;
  const failures = useQrMailFailures(domain, cloudId, live);
  const resend = useResendQrMails(domain, cloudId);
  const rows = failures.data?.rows ?? [];
  const total = failures.data?.total ?? 0;
  if (total === 0 && rows.length === 0) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const sendAgain = (chosen: ResendChoice) =>
    resend.mutate(chosen, { onSuccess: (answer) => notifySuccess(t('qrSend.resent', { count: answer.queued })), onError: (error) => notifyError(error) });
  return (
    // The theme gives the light variant's title a shade that reads on its tint (build-theme.ts), light and dark.
    <Alert color="orange" icon={<IconMailExclamation size={20} />} title={t('qrSend.problemsTitle')}>
      <Group justify="space-between" wrap="wrap" mb="xs" gap="xs">
        <Stack gap={2}>
          <Text size="sm">{t('qrSend.problemsText')}</Text>
          {total > rows.length ? <Text size="sm">{t('qrSend.problemsListed', { listed: rows.length, count: total })}</Text> : null}
        </Stack>
        {/* All of them, counted and chosen by the server: the table holds only the newest. */}
        <Button size="xs" leftSection={<IconMailForward size={14} />} onClick={() => sendAgain({ allUndelivered: true })} loading={resend.isPending}>
          {t('qrSend.sendAllAgain', { count: total })}
        </Button>
      </Group>
      <SimpleTable
        minWidth={520}
        verticalSpacing={4}
        fz="sm"
        aria-label={t('qrSend.problemsTitle')}
        headers={[t('columns.extension'), t('columns.email'), t('qrSend.error'), t('qrSend.at'), t('actions.column', { ns: 'common' })]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.delivery_id}>
            <Table.Td>
              {row.extension} {row.name ? `· ${row.name}` : ''}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.recipient}</Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                {/* A tinted badge does not read on the alert's own tint: the status is plain words here. */}
                <Text size="sm" fw={700}>
                  {t(`qrSend.status.${row.status}`)}
                </Text>
                <Text size="sm">{row.problem ? translateShown(row.problem) : row.error}</Text>
                {row.detail ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {row.detail}
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td>{when.format(new Date(row.at))}</Table.Td>
            <Table.Td>
              <RowAction tooltip={t('qrSend.sendAgainOne')} label={t('qrSend.sendAgainTo', { extension: row.extension })} onClick={() => sendAgain({ deliveryIds: [row.delivery_id] })}>
                <IconMailForward size={18} />
              </RowAction>
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </Alert>
  );
}
