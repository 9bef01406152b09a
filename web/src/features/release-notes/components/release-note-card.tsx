import { Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import type { CallOutput, Calls } from '@mamt/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/row-action';

/**
 * A note's date as the timeline shows it (document 3: long month, day, year), in the console's
 * language. A date chosen in the picker is stored as midnight UTC, so it is read in UTC: the day
 * stays the one chosen wherever the reader is.
 */
export function formatNoteDate(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** The picker's value (YYYY-MM-DD) of a stored note's date. */
export const pickerDate = (iso: string): string => iso.slice(0, 10);

/** Today in the picker's form, as a new note's date. */
export const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export type ReleaseNote = CallOutput<Calls['releaseNotesSummary']>[number];

type Props = { note: ReleaseNote; onEdit?: () => void; onDelete?: () => void };

/**
 * One note of the timeline: its date, title and description. The description is the HTML the server
 * stored after sanitising it (server/src/lib/rich-text.ts): nothing else is ever rendered as HTML.
 */
export function ReleaseNoteCard({ note, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('releaseNotes');
  return (
    <Card withBorder radius="md" padding="md" maw={600} w="100%" component="article" aria-labelledby={`note-${note.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" component="time" dateTime={note.created_time}>
              {formatNoteDate(note.created_time, i18n.language)}
            </Text>
            <Title order={2} size="h4" id={`note-${note.id}`} style={{ overflowWrap: 'anywhere' }}>
              {note.title}
            </Title>
          </Stack>
          {onEdit && onDelete ? (
            <Group gap={4} wrap="nowrap">
              <RowAction tooltip={t('actions.edit', { ns: 'common' })} label={t('editNote', { title: note.title })} onClick={onEdit}>
                <IconPencil size={18} />
              </RowAction>
              <RowAction tooltip={t('actions.delete', { ns: 'common' })} color="red" label={t('deleteNote', { title: note.title })} onClick={onDelete}>
                <IconTrash size={18} />
              </RowAction>
            </Group>
          ) : null}
        </Group>
        <Typography style={{ overflowWrap: 'anywhere' }}>
          {/* Sanitised on the server before it was stored; see the comment above. */}
          <div dangerouslySetInnerHTML={{ __html: note.description }} />
        </Typography>
      </Stack>
    </Card>
  );
}
