import { MESSAGES, htmlHasText, releaseNoteResource } from '@mamt/contract';
import { desc } from 'drizzle-orm';
import { releaseNotes } from '../../db/schema.js';
import { fieldError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { createResourceService } from '../../resources/resource-service.js';
import { createTableStore } from '../../resources/table-store.js';
import { resourceArea, type ServerArea } from '../../wiring/server-area.js';

/**
 * Release notes on the resource kit, newest first. The description is stored only as the
 * sanitiser leaves it, so the timeline renders nothing a note's author did not mean as text.
 */
export const releaseNotesArea: ServerArea = ({ db }) =>
  resourceArea(
    releaseNoteResource,
    createResourceService(releaseNoteResource, {
      store: createTableStore(db, releaseNotes, { orderBy: [desc(releaseNotes.createdTime), desc(releaseNotes.id)] }),
      hooks: {
        columns: (columns, form, { session }) => {
          const description = sanitizeRichText(form.description);
          // A description that was only markup the sanitiser took out is as empty as none.
          if (!htmlHasText(description)) throw fieldError('description', MESSAGES.releaseNoteMandatory);
          return { ...columns, description, userId: session.userId };
        },
      },
    }),
  );
