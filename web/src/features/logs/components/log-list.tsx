import { Accordion, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLogTime, kindOf, levelOf, type LogEntry } from '../log-entries';
import { useSubjectWords } from './audit-words';
import { LogDetails } from './log-details';
import { levelColor } from './level-style';

function EntryItem({ entry, open }: { entry: LogEntry; open: boolean }) {
  const { t, i18n } = useTranslation('logs');
  // Messages and names keep the direction of the language they are written in, in a right-to-left layout too.
  const dir = i18n.dir(i18n.language);
  const level = levelOf(entry);
  const color = levelColor(level);
  const actionUser = entry.fields['Action User'];
  const subject = useSubjectWords(entry);
  // Requests' and jobs' lines are info records: their kind says what they are.
  const kind = kindOf(entry);
  return (
    // The stripe is the level's colour; the badge says the level in words, for those who do not see colours.
    <Accordion.Item value={entry.id} data-level={level} style={{ borderInlineStart: `4px solid var(--mantine-color-${color}-6)` }}>
      <Accordion.Control>
        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" ff="monospace" component="span">
            {formatLogTime(entry.nanoseconds)}
          </Text>
          <Badge color={color} variant="light" component="span">
            {t(`levels.${level}`, { defaultValue: level })}
          </Badge>
          {kind === 'request' || kind === 'job' ? (
            <Badge variant="default" component="span">
              {t(`kinds.${kind}`)}
            </Badge>
          ) : null}
          <Text size="sm" component="span" dir={dir} style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {String(entry.fields.msg ?? '')}
            {subject ? (
              <Text span fw={600} inherit>
                {` · ${subject}`}
              </Text>
            ) : null}
          </Text>
          {actionUser ? (
            <Text size="xs" c="dimmed" component="span" dir={dir}>
              {t('entry.by', { user: String(actionUser) })}
            </Text>
          ) : null}
        </Group>
      </Accordion.Control>
      {/* Drawn when opened only: a hundred entries' fields would otherwise all sit in the page, hidden. */}
      <Accordion.Panel>{open ? <LogDetails entry={entry} /> : null}</Accordion.Panel>
    </Accordion.Item>
  );
}

/** The entries, newest first, collapsed, each opened on its own (document 3 §4). */
export function LogList({ entries }: { entries: LogEntry[] }) {
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <Accordion multiple variant="separated" chevronPosition="right" value={opened} onChange={setOpened}>
      {entries.map((entry) => (
        <EntryItem key={entry.id} entry={entry} open={opened.includes(entry.id)} />
      ))}
    </Accordion>
  );
}
