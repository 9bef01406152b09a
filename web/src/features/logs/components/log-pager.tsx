import type { LogsAnswer } from '@mamt/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../log-entries';
import type { LogCursor } from '../log-search';

/** Above the list or below it: two landmarks, each named for where it is; only the upper one announces the place. */
type Props = { data: LogsAnswer['data']; entries: LogEntry[]; onPage: (cursor: LogCursor) => void; where: 'top' | 'bottom' };

/**
 * Where the page stands ("Entries 101–200 of 6,106") and the way to newer and older entries, by the
 * times of the entries on screen: a page read again shows the same entries, however many arrive meanwhile.
 */
export function LogPager({ data, entries, onPage, where }: Props) {
  const { t, i18n } = useTranslation('logs');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const total = `${number(data.total)}${data.total_capped ? '+' : ''}`;
  const newest = entries[0];
  const oldest = entries.at(-1);
  const place =
    data.newer !== undefined && entries.length > 0
      ? t('pager.place', { from: number(data.newer + 1), to: number(data.newer + entries.length), total })
      : t('pager.count', { count: entries.length, total });
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" aria-label={t(`pager.${where}`)} role="navigation">
      <Text fw={600} size="sm" role={where === 'top' ? 'status' : undefined}>
        {place}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" leftSection={<IconChevronsLeft size={14} />} disabled={!data.has_newer} onClick={() => onPage(null)}>
          {t('pager.newest')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} />} disabled={!data.has_newer || !newest} onClick={() => newest && onPage({ after: newest.nanoseconds })}>
          {t('pager.newer')}
        </Button>
        <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />} disabled={!data.has_older || !oldest} onClick={() => oldest && onPage({ before: oldest.nanoseconds })}>
          {t('pager.older')}
        </Button>
      </Group>
    </Group>
  );
}
