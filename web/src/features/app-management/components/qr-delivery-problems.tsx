import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { IconMailExclamation, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQrMailFailures } from '../api/use-qr-mail-failures';

/**
 * QR e-mails of the domain the mail server refused after every retry. A sent e-mail is only
 * queued, and its delivery may fail minutes later: this is where the admin learns of it. Shown only
 * when there is something to show; a later delivered e-mail to the user clears the line.
 */
export function QrDeliveryProblems({ domain, cloudId }: { domain: string; cloudId?: string }) {
  const { t, i18n } = useTranslation('appManagement');
  const failures = useQrMailFailures(domain, cloudId);
  const rows = failures.data ?? [];
  if (rows.length === 0) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    // The theme gives the light variant's title a shade that reads on its tint (build-theme.ts), light and dark.
    <Alert color="orange" icon={<IconMailExclamation size={20} />} title={t('qrSend.problemsTitle')}>
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Text size="sm">{t('qrSend.problemsText')}</Text>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void failures.refetch()} loading={failures.isFetching}>
          {t('qrSend.refresh')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing={4} fz="sm" aria-label={t('qrSend.problemsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.extension')}</Table.Th>
              <Table.Th>{t('columns.email')}</Table.Th>
              <Table.Th>{t('qrSend.error')}</Table.Th>
              <Table.Th>{t('qrSend.at')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.extension}-${row.at}`}>
                <Table.Td>{row.extension}</Table.Td>
                <Table.Td>{row.recipient}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.error}</Table.Td>
                <Table.Td>{when.format(new Date(row.at))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
