import { Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { translateId } from '../../lib/spec-messages';
import { useLogs } from './api/use-logs';
import { LogFiltersForm } from './components/log-filters';
import { LogList } from './components/log-list';
import { entriesOf } from './log-entries';
import { NO_FILTERS, type LogSearch } from './log-search';

/**
 * System Logs (document 3 /logs): the product's own entries, filtered by message, level and time
 * window, read on opening and on FILTER; newest first, each opening to its labels and fields.
 */
export function LogsPage() {
  const { t, i18n } = useTranslation('logs');
  const [search, setSearch] = useState<LogSearch>(() => ({ ...NO_FILTERS, at: Date.now() }));
  const logs = useLogs(search);
  const entries = useMemo(() => (logs.data ? entriesOf(logs.data) : []), [logs.data]);
  const total = logs.data ? `${new Intl.NumberFormat(i18n.language).format(logs.data.data.total)}${logs.data.data.total_capped ? '+' : ''}` : null;
  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <LogFiltersForm searching={logs.isFetching} onFilter={(filters) => setSearch({ ...filters, at: Date.now() })} />
      {logs.isPending ? <Loader aria-label={t('loading')} role="status" /> : null}
      {logs.isError ? (
        <Text c="dimmed" size="sm">
          {translateId('logsUnavailable')}
        </Text>
      ) : null}
      {total !== null && logs.data ? (
        <>
          <Text fw={600} role="status" dir={i18n.dir(i18n.language)}>
            {t('total', { total })}
            {entries.length < logs.data.data.total ? ` ${t('shown', { count: entries.length })}` : ''}
          </Text>
          {entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('empty')}
            </Text>
          ) : (
            // A new answer starts with every entry closed.
            <LogList key={logs.dataUpdatedAt} entries={entries} />
          )}
        </>
      ) : null}
    </Stack>
  );
}
