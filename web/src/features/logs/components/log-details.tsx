import { Box, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../log-entries';
import { AuditChanges } from './audit-words';

/** The document's fields first (document 3 /logs), in its order; then whatever else the entry carried. */
const FIELD_ORDER = ['timestamp', 'caller', 'functionName', 'level', 'error', 'Action User', 'msg', 'stacktrace', 'custom_panic_error_trace'];
/** Multi-line traces keep their lines. */
const TRACES = new Set(['stacktrace', 'custom_panic_error_trace']);

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function orderedFields(fields: Record<string, unknown>): Array<[string, string]> {
  const known = FIELD_ORDER.filter((name) => fields[name] !== undefined && fields[name] !== '');
  const rest = Object.keys(fields).filter((name) => !FIELD_ORDER.includes(name) && fields[name] !== undefined);
  return [...known, ...rest].map((name) => [name, textOf(fields[name])]);
}

function Pairs({ title, pairs }: { title: string; pairs: Array<[string, string]> }) {
  const { i18n } = useTranslation();
  // The values are the product's own words and paths: they keep their direction in a right-to-left layout.
  const dir = i18n.dir(i18n.language);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', gap: '2px 12px' }}>
        {pairs.map(([name, value]) => (
          <Box key={name} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed">
              {name}
            </Text>
            <Box component="dd" m={0} dir={dir} style={{ minWidth: 0 }}>
              {TRACES.has(name) || value.includes('\n') ? (
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {value}
                </Code>
              ) : (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/** An entry opened: what an audited change changed, its stream's labels (filename, host, job, ...) and every field of its line. */
export function LogDetails({ entry }: { entry: LogEntry }) {
  const { t } = useTranslation('logs');
  return (
    <Stack gap="md">
      <AuditChanges entry={entry} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Pairs title={t('entry.labels')} pairs={Object.entries(entry.labels)} />
        <Pairs title={t('entry.fields')} pairs={orderedFields(entry.fields)} />
      </SimpleGrid>
    </Stack>
  );
}
