import { Button, Table, Text } from '@mantine/core';
import { IconLockOpen, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete';
import { SimpleTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/date-time';
import { readBlockedLogins } from '../api/read-blocked-logins';
import { useResendMails } from '../api/resend-mails';
import { useUnblockLogin } from '../api/unblock-login';
import { ATTENTION_IDS } from '../fleet-address';
import type { FleetAttention, FleetBlockedLogin } from '../fleet-types';
import { useNumbers } from '../use-numbers';
import { AttentionItem } from './attention-item';
import { CsvButton } from './csv-button';

type BlockedProps = { blocked: FleetAttention['blocked_logins']; cloudId: string | undefined; everyTenant: boolean };

/**
 * Logins blocked after wrong provisioning passwords, each with Unblock (asked first, as on Blocked
 * Subscribers). The CSV holds every blocked login of the tenant in view; in the every-tenant view
 * only the rows the summary carries, as no call lists every tenant's.
 */
export function BlockedLogins({ blocked, cloudId, everyTenant }: BlockedProps) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const unblock = useUnblockLogin();
  const headers = [...(everyTenant ? [t('columns.cloudId')] : []), t('columns.login'), t('columns.blockedAt')];
  const askUnblock = (login: FleetBlockedLogin) =>
    confirmDelete(
      { title: t('attention.unblock'), text: t('attention.unblockText', { login: login.login_user }), confirm: t('attention.unblock'), cancel: t('actions.cancel', { ns: 'common' }) },
      (callbacks) => unblock.mutate(login, callbacks),
    );
  const readCsv = async () => {
    const rows = everyTenant
      ? blocked.rows.map((login) => [login.cloud_id, login.login_user, login.blocked_at])
      : (await readBlockedLogins(cloudId)).map((login) => [login.cloud_id, login.login_user, login.created_time]);
    return { headers: [t('columns.cloudId'), t('columns.login'), t('columns.blockedAt')], rows };
  };

  return (
    <AttentionItem id={ATTENTION_IDS.blocked} title={t('attention.blockedLogins')} count={blocked.total} aside={<CsvButton fileName="fleet-blocked-logins" label={t('attention.export')} read={readCsv} />}>
      <SimpleTable headers={[...headers, t('actions.column', { ns: 'common' })]} minWidth={440} verticalSpacing="xs">
        {blocked.rows.map((login) => (
          <Table.Tr key={login.id}>
            {everyTenant ? <Table.Td>{login.cloud_id}</Table.Td> : null}
            <Table.Td>{login.login_user}</Table.Td>
            <Table.Td>{formatDateTime(login.blocked_at)}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" leftSection={<IconLockOpen size={14} />} aria-label={t('attention.unblockLabel', { login: login.login_user })} onClick={() => askUnblock(login)}>
                {t('attention.unblock')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
      {blocked.total > blocked.rows.length ? (
        <Text size="sm" c="dimmed">
          {t('attention.moreBlocked', { count: blocked.total, shown: numbers.count(blocked.rows.length), total: numbers.count(blocked.total) })}
        </Text>
      ) : null}
    </AttentionItem>
  );
}

type UndeliveredProps = { undelivered: FleetAttention['undelivered_mails']; everyTenant: boolean };

/** Per domain, the users whose latest QR e-mail was not delivered; Resend sends each of them again. */
export function UndeliveredMails({ undelivered, everyTenant }: UndeliveredProps) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const resend = useResendMails();
  const total = undelivered.reduce((sum, domain) => sum + domain.count, 0);
  const readCsv = () => ({
    headers: [t('columns.cloudId'), t('columns.domain'), t('attention.undeliveredCount')],
    rows: undelivered.map((domain) => [domain.cloud_id, domain.domain, domain.count]),
  });
  return (
    <AttentionItem id={ATTENTION_IDS.undelivered} title={t('attention.undeliveredMails')} count={total} aside={<CsvButton fileName="fleet-undelivered-mails" label={t('attention.export')} read={readCsv} />}>
      <SimpleTable headers={[...(everyTenant ? [t('columns.cloudId')] : []), t('columns.domain'), t('attention.undeliveredCount'), t('actions.column', { ns: 'common' })]} minWidth={440} verticalSpacing="xs">
        {undelivered.map((domain) => (
          <Table.Tr key={`${domain.cloud_id}/${domain.domain}`}>
            {everyTenant ? <Table.Td>{domain.cloud_id}</Table.Td> : null}
            <Table.Td>{domain.domain}</Table.Td>
            <Table.Td>{numbers.count(domain.count)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconMailForward size={14} />}
                loading={resend.isPending && resend.variables === domain}
                aria-label={t('attention.resendLabel', { domain: domain.domain })}
                onClick={() => resend.mutate(domain)}
              >
                {t('attention.resend')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </AttentionItem>
  );
}
