import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamps, timestampTz } from './columns.js';
import { consoleUsers } from './console-users.js';

/**
 * The provider's release notes (document 3, /ReleaseNotes): one list every signed-in user reads.
 * `description` holds HTML as the sanitiser left it; nothing else is ever rendered.
 */
export const releaseNotes = pgTable(
  'release_notes',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The date the note is about, chosen in its form; the timeline is in its order. */
    createdTime: timestampTz('created_time').notNull(),
    /** Who saved it last; the note stays when that console user is deleted. */
    userId: integer('user_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('release_notes_time_idx').on(table.createdTime)],
);
