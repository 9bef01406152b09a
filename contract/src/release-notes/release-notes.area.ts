import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { ZRecordFormFields, isCalendarDay, requiredText, text } from '../common/fields.js';
import { signedIn, superTenant } from '../access.js';
import { defineResource } from '../resource/define-resource.js';
import { isoDate } from '../resource/wire-fields.js';

const MANDATORY = MESSAGE_TEXTS.releaseNoteMandatory;
const SELECT_DATE = MESSAGE_TEXTS.selectDate;

/** A description's HTML is stored up to this length, after sanitising. */
export const RELEASE_NOTE_HTML_MAX = 100_000;

/** The words a rich-text description shows, without its tags: an editor's empty `<p></p>` has none. */
export const htmlHasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\s/g, '')
    .trim() !== '';

/** A date as the picker sends it (`2026-11-26`) or as an ISO date and time; any other text is not a date. */
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));

/** A release note as answered (document 3 §3): its description is the sanitised HTML. */
export const ZReleaseNote = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  created_time: z.string(),
});

/** The Notes modal (document 3 §5): a date, a title and a rich-text description, all required. */
export const ZReleaseNoteForm = z.object({
  ...ZRecordFormFields,
  created_time: text(40, { error: SELECT_DATE }).min(1, { error: SELECT_DATE }).refine(isDate, { error: SELECT_DATE }),
  title: requiredText(MANDATORY, 255),
  description: text(RELEASE_NOTE_HTML_MAX, { error: MANDATORY }).refine(htmlHasText, { error: MANDATORY }),
});

export const releaseNoteResource = defineResource({
  name: 'release-note',
  calls: { list: 'releaseNotesSummary', save: 'releaseNotesCreateUpdate', delete: 'deleteReleaseNotes' },
  record: ZReleaseNote,
  form: ZReleaseNoteForm,
  tenancy: { kind: 'shared' },
  // Every signed-in user reads the notes; the super tenant alone writes them (document 3 §6), and of
  // its users only the administrators: what every customer reads is the provider's word, not a
  // support or simple user's.
  access: { list: signedIn, save: superTenant('admin'), delete: superTenant('admin') },
  summaries: {
    list: 'The release notes, newest first. Every signed-in user.',
    save: "Create or update a release note; its HTML description is sanitised before it is stored. The super tenant's administrators only.",
    delete: "Delete a release note. The super tenant's administrators only.",
  },
  // Document 3 §7 answers both a new and an edited note with the same words.
  messages: { notFound: 'releaseNoteNotFound', created: 'noteCreated', updated: 'noteCreated', deleted: 'noteDeleted' },
  fields: { id: 'id', title: 'title', description: 'description', created_time: isoDate('createdTime') },
});

/** Release notes (document 3): the three calls of the resource. */
export const releaseNotesCalls = {
  ...releaseNoteResource.contractCalls,
};
