import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { galleryImages } from '../../db/schema.js';
import { createDbFileStore } from '../../lib/file-store.js';

export type GalleryImageRow = typeof galleryImages.$inferSelect;

/** A checked image to store: its file (name, type, bytes) and the row that describes it. */
export type NewGalleryImage = {
  fileName: string;
  contentType: string;
  data: Buffer;
  caption: string;
  width: number;
  height: number;
  createdUser: number;
};

export function createGalleryRepository(db: Db) {
  return {
    async list(): Promise<GalleryImageRow[]> {
      return db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id));
    },

    async find(fileName: string): Promise<GalleryImageRow | undefined> {
      const [row] = await db.select().from(galleryImages).where(eq(galleryImages.fileName, fileName));
      return row;
    },

    /** The file and its row in one transaction: a failure keeps neither, so no file is left without its row. */
    async create({ fileName, contentType, data, ...image }: NewGalleryImage): Promise<GalleryImageRow> {
      return db.transaction(async (tx) => {
        await createDbFileStore(tx).put(fileName, contentType, data);
        const [row] = await tx.insert(galleryImages).values({ fileName, ...image }).returning();
        if (!row) throw new Error('the gallery image insert returned no row');
        return row;
      });
    },

    /** Deletes the row and its file together; false when no gallery image has this file. */
    async delete(fileName: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(galleryImages).where(eq(galleryImages.fileName, fileName)).returning({ fileName: galleryImages.fileName });
        if (!row) return false;
        await createDbFileStore(tx).delete(row.fileName);
        return true;
      });
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
