import { Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { RpcError } from '../../lib/rpc';
import { translateId } from '../../lib/spec-messages';
import { useSession } from '../../lib/use-session';
import { useLogs, type HeldSearch } from './api/use-logs';
import { LogExport } from './components/log-export';
import { LogFiltersForm } from './components/log-filters';
import { LogList } from './components/log-list';
import { LogPager } from './components/log-pager';
import { entriesOf } from './log-entries';
import { addressOf, searchOfAddress, type LogCursor, type LogFilters } from './log-search';

/**
 * System Logs (document 3 /logs): the product's own entries, filtered by text anywhere in the entry,
 * level, time window and kind, read on opening and on FILTER, newest first, a page at a time, each
 * opening to what it changed, its labels and fields. The search lives in the address, so that a
 * reload or a link shows the same view: a search made by FILTER or paged holds its moment (`at`).
 */
export function LogsPage() {
  const { t, i18n } = useTranslation('logs');
  const [params, setParams] = useSearchParams();
  const { creds } = useSession();
  const superTenant = creds?.superuser ?? false;
  // An opening without a moment in the address reads up to now; paging holds that moment.
  const [openedAt] = useState(Date.now);
  const search: HeldSearch = useMemo(() => {
    const held = searchOfAddress(params, superTenant);
    return { ...held, at: held.at ?? openedAt };
  }, [params, superTenant, openedAt]);
  const logs = useLogs(search);
  const entries = useMemo(() => (logs.data ? entriesOf(logs.data) : []), [logs.data]);
  const refused = logs.error instanceof RpcError && logs.error.status === 400 ? logs.error.fieldErrors : undefined;
  const filtersKey = addressOf({ ...search, at: null, cursor: null }).toString();

  const filter = (filters: LogFilters) => setParams(addressOf({ ...filters, at: Date.now(), cursor: null }));
  const page = (cursor: LogCursor) => setParams(addressOf({ ...search, cursor }));

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      {/* A search from the address (a link, Back) starts the form anew from it. */}
      <LogFiltersForm key={filtersKey} applied={search} refused={refused} searching={logs.isFetching} onFilter={filter} />
      {logs.isPending ? <Loader aria-label={t('loading')} role="status" /> : null}
      {logs.isError && !refused ? (
        <Text c="dimmed" size="sm">
          {translateId('logsUnavailable')}
        </Text>
      ) : null}
      {logs.data ? (
        <>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fw={600}>{t('total', { total: `${new Intl.NumberFormat(i18n.language).format(logs.data.data.total)}${logs.data.data.total_capped ? '+' : ''}` })}</Text>
            <LogExport search={search} disabled={entries.length === 0} />
          </Group>
          {entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('empty')}
            </Text>
          ) : (
            <>
              <LogPager data={logs.data.data} entries={entries} onPage={page} where="top" />
              {/* A new answer starts with every entry closed. */}
              <LogList key={logs.dataUpdatedAt} entries={entries} />
              <LogPager data={logs.data.data} entries={entries} onPage={page} where="bottom" />
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
