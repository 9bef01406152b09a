import { Alert, Button, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { releaseNoteResource } from '@mamt/contract';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete';
import { PageTitle } from '../../components/page-title';
import { credsCanAccess } from '../../lib/access';
import { translateShown } from '../../lib/spec-messages';
import { useSession } from '../../lib/use-session';
import { releaseNoteHooks } from './api/release-note-hooks';
import { ReleaseNoteCard, type ReleaseNote } from './components/release-note-card';
import { ReleaseNoteDialog } from './components/release-note-dialog';

/** The dialog's state: closed, a new note, or the note being edited. */
type Editing = { note: ReleaseNote | null } | null;

/** /ReleaseNotes (document 3): the timeline of notes, newest first; the super tenant adds, edits and deletes. */
export function ReleaseNotesPage() {
  const { t } = useTranslation('releaseNotes');
  const { creds } = useSession();
  const notes = releaseNoteHooks.useList();
  const remove = releaseNoteHooks.useDelete();
  const [editing, setEditing] = useState<Editing>(null);
  // The server refuses everyone else too; the buttons follow the same rule.
  const canWrite = credsCanAccess(releaseNoteResource.access.save, creds);

  const askDelete = (note: ReleaseNote) =>
    confirmDelete({ title: t('delete.title'), text: t('delete.text', { title: note.title }) }, (callbacks) => remove.mutate({ id: note.id }, callbacks));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('title')}</PageTitle>
        {canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ note: null })}>
            {t('actions.addNew', { ns: 'common' })}
          </Button>
        ) : null}
      </Group>
      {notes.isLoading ? <Loader aria-label={t('loading')} /> : null}
      {notes.error ? (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          {translateShown(notes.error)}
        </Alert>
      ) : null}
      {notes.data?.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
      {notes.data && notes.data.length > 0 ? (
        <Timeline bulletSize={28} lineWidth={2} active={notes.data.length} aria-label={t('timeline')}>
          {notes.data.map((note) => (
            <Timeline.Item key={note.id} bullet={<IconNews size={14} />}>
              <ReleaseNoteCard note={note} {...(canWrite ? { onEdit: () => setEditing({ note }), onDelete: () => askDelete(note) } : {})} />
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
      {editing ? <ReleaseNoteDialog note={editing.note} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
