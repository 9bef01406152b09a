import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../components/data-table/csv';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { readLogsPage, type HeldSearch } from '../api/use-logs';
import { logsCsv } from '../log-csv';
import { entriesOf, type LogEntry } from '../log-entries';
import { LOG_EXPORT_MAX } from '../log-search';

const PAGE = 1000;

/** Every entry the search selects, newest first, page after page, up to LOG_EXPORT_MAX; and whether more were left. */
async function readWholeResult(search: HeldSearch): Promise<{ entries: LogEntry[]; cut: boolean }> {
  const entries: LogEntry[] = [];
  let cursor: HeldSearch['cursor'] = null;
  for (;;) {
    const answer = await readLogsPage({ ...search, cursor }, PAGE);
    const page = entriesOf(answer);
    entries.push(...page);
    const oldest = page.at(-1);
    if (!answer.data.has_older || !oldest) return { entries, cut: false };
    if (entries.length >= LOG_EXPORT_MAX) return { entries, cut: true };
    cursor = { before: oldest.nanoseconds };
  }
}

/** Export CSV of what the filters select: the whole result, not only the page on screen. */
export function LogExport({ search, disabled }: { search: HeldSearch; disabled: boolean }) {
  const { t, i18n } = useTranslation('logs');
  const [reading, setReading] = useState(false);
  const [cut, setCut] = useState(false);
  const exportAll = async () => {
    setReading(true);
    try {
      const result = await readWholeResult({ ...search, cursor: null });
      downloadCsv('system-logs', logsCsv(result.entries));
      setCut(result.cut);
      notifySuccess(t('export.done', { count: result.entries.length, shown: new Intl.NumberFormat(i18n.language).format(result.entries.length) }));
    } catch {
      notifyError(t('export.failed'));
    } finally {
      setReading(false);
    }
  };
  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} loading={reading} disabled={disabled} onClick={() => void exportAll()}>
        {t('export.button')}
      </Button>
      {cut ? (
        <Text size="xs" c="dimmed" role="status">
          {t('export.cut', { max: new Intl.NumberFormat(i18n.language).format(LOG_EXPORT_MAX) })}
        </Text>
      ) : null}
    </>
  );
}
