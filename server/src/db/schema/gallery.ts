import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.js';
import { consoleUsers } from './console-users.js';
import { uploadedFiles } from './shared-state.js';

/**
 * The provider's image gallery (document 3, /gallery): images the super tenant uploads for use in
 * the apps it brands, each served from /uploads/<file_name> by every server process. A row and its
 * stored file are written and deleted together; the reference keeps a file from going without its row.
 */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serialId(),
    fileName: text('file_name')
      .notNull()
      .unique()
      .references(() => uploadedFiles.name, { onDelete: 'restrict' }),
    caption: text('caption').notNull(),
    /** In pixels, read from the image when it was uploaded (an svg's from its width and height or viewBox). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Who uploaded it; the image stays when that console user is deleted. */
    createdUser: integer('created_user').references(() => consoleUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('gallery_images_created_idx').on(table.createdAt),
    check('gallery_images_size_positive', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);
