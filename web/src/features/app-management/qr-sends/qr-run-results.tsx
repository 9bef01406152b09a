import { Alert, Button, Chip, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { QrDeliveryStatus } from '@mamt/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../components/data-table/page-links';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translateShown } from '../../../lib/spec-messages';
import { hasPending, useQrMailRun, useResendQrMails, type QrDelivery } from '../api/use-qr-mail-runs';
import { QrRunProgress } from './qr-run-progress';
import { QrStatusBadge } from './qr-status-badge';

/** The filters of a send's mails, each a set of statuses. */
const FILTERS = { all: [], waiting: ['queued', 'retrying'], sent: ['sent'], failed: ['failed'], kept: ['kept'] } as const satisfies Record<string, readonly QrDeliveryStatus[]>;
type Filter = keyof typeof FILTERS;
const PAGE_SIZE = 10;

function DeliveryLine({ delivery }: { delivery: QrDelivery }) {
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <QrStatusBadge status={delivery.status} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {delivery.extension} · {delivery.name} · {delivery.recipient}
          </Text>
          {delivery.problem ? (
            <Text size="sm" c={delivery.status === 'retrying' ? undefined : 'var(--mantine-color-error)'}>
              {translateShown(delivery.problem)}
            </Text>
          ) : null}
          {delivery.detail ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {delivery.detail}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </List.Item>
  );
}

/**
 * Where each mail of one send stands, live while any is on its way: the progress, the counts as
 * filters, a page of the users' mails with what went wrong in plain words, and Send again for
 * what was not delivered. The send goes on whether this is shown or not.
 */
export function QrRunResults({ domain, cloudId, runId }: { domain: string; cloudId?: string; runId: number }) {
  const { t, i18n } = useTranslation('appManagement');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const query = useQrMailRun(domain, cloudId, runId, { statuses: [...FILTERS[filter]], page, pageSize: PAGE_SIZE });
  const resend = useResendQrMails(domain, cloudId);
  const number = new Intl.NumberFormat(i18n.language);
  if (query.isLoading) return <Loader size="sm" aria-label={t('qrSend.loading')} />;
  if (!query.data) return <Alert color="red">{query.error ? translateShown(query.error) : null}</Alert>;
  const { run, deliveries } = query.data;
  const undelivered = run.counts.failed + run.counts.kept;
  const countOf = (key: Filter) => (key === 'all' ? run.total : FILTERS[key].reduce((sum, status) => sum + run.counts[status], 0));
  const sendAgain = () =>
    resend.mutate({ runId }, { onSuccess: (answer) => notifySuccess(t('qrSend.resent', { count: answer.queued })), onError: (error) => notifyError(error) });

  return (
    <Stack gap="sm">
      <QrRunProgress run={run} />
      <Chip.Group
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
      >
        <Group gap={6} role="group" aria-label={t('qrSend.filter')}>
          {(Object.keys(FILTERS) as Filter[]).map((key) => (
            <Chip key={key} value={key} size="xs" disabled={key !== 'all' && countOf(key) === 0 && filter !== key}>
              {t(`qrSend.filters.${key}`, { count: number.format(countOf(key)) })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <List spacing={6} size="sm" listStyleType="none" aria-label={t('qrSend.results')} aria-busy={hasPending(run)}>
        {deliveries.rows.map((delivery) => (
          <DeliveryLine key={delivery.id} delivery={delivery} />
        ))}
      </List>
      {deliveries.total > PAGE_SIZE ? <PageLinks page={page} pageCount={Math.ceil(deliveries.total / PAGE_SIZE)} onChange={setPage} /> : null}
      {undelivered > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">{t('qrSend.undeliveredHint', { count: undelivered })}</Text>
          <Button size="xs" leftSection={<IconMailForward size={14} />} onClick={sendAgain} loading={resend.isPending}>
            {t('qrSend.sendAgain', { count: undelivered })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
