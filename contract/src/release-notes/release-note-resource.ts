import { signedIn, superTenant } from '../access.js';
import { defineResource } from '../resource/define-resource.js';
import { isoDate } from '../resource/wire-fields.js';
import { ZReleaseNote, ZReleaseNoteForm } from './release-note-fields.js';

// Every signed-in user reads the notes; the super tenant alone writes them (document 3 §6).
const superTenantOnly = superTenant();

export const releaseNoteResource = defineResource({
  name: 'release-note',
  calls: { list: 'releaseNotesSummary', save: 'releaseNotesCreateUpdate', delete: 'deleteReleaseNotes' },
  record: ZReleaseNote,
  form: ZReleaseNoteForm,
  tenancy: { kind: 'shared' },
  access: { list: signedIn, save: superTenantOnly, delete: superTenantOnly },
  summaries: {
    list: 'The release notes, newest first. Every signed-in user.',
    save: 'Create or update a release note; its HTML description is sanitised before it is stored. Super tenant only.',
    delete: 'Delete a release note. Super tenant only.',
  },
  // Document 3 §7 answers both a new and an edited note with the same words.
  messages: { notFound: 'releaseNoteNotFound', created: 'noteCreated', updated: 'noteCreated', deleted: 'noteDeleted' },
  fields: { id: 'id', title: 'title', description: 'description', created_time: isoDate('createdTime') },
});
