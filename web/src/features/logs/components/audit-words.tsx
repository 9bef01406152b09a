import type { AuditChange } from '@mamt/contract';
import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditChangesOf, auditSubjectOf, type LogEntry } from '../log-entries';

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What an audited change was made to, in the screen's language: "Console user zz123-user". */
export function useSubjectWords(entry: LogEntry): string | null {
  const { t } = useTranslation('logs');
  const subject = auditSubjectOf(entry);
  if (!subject) return null;
  return t(`subjects.${subject.kind}`, { name: subject.name, defaultValue: `${subject.kind} ${subject.name}` });
}

function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation('logs');
  if ('changed' in change) return <>{t('changes.secret', { field: change.field })}</>;
  const from = change.from === undefined ? t('changes.none') : valueText(change.from);
  const to = change.to === undefined ? t('changes.none') : valueText(change.to);
  return <>{t('changes.fromTo', { field: change.field, from, to, interpolation: { escapeValue: false } })}</>;
}

/** The fields an audited change changed, old and new; a secret only as changed. */
export function AuditChanges({ entry }: { entry: LogEntry }) {
  const { t, i18n } = useTranslation('logs');
  const changes = auditChangesOf(entry);
  if (changes.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('changes.title')}
      </Text>
      <Box component="ul" m={0} ps="md" dir={i18n.dir(i18n.language)}>
        {changes.map((change) => (
          <Text component="li" size="sm" key={change.field} style={{ overflowWrap: 'anywhere' }}>
            <ChangeLine change={change} />
          </Text>
        ))}
      </Box>
    </Stack>
  );
}
