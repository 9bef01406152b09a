import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-db.js';
import { uploadedFiles } from '../db/schema.js';

export const UPLOADS_PATH = '/uploads/';

export type StoredFile = { contentType: string; data: Buffer; createdAt: Date };

/** Uploaded files by name. Kept in the database, so that every server process serves every file. */
export type FileStore = {
  put: (name: string, contentType: string, data: Buffer) => Promise<void>;
  get: (name: string) => Promise<StoredFile | undefined>;
  delete: (name: string) => Promise<void>;
};

export function createDbFileStore(db: Db): FileStore {
  return {
    async put(name, contentType, data) {
      await db.insert(uploadedFiles).values({ name, contentType, data }).onConflictDoNothing();
    },
    async get(name) {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
      return row && { contentType: row.contentType, data: row.data, createdAt: row.createdAt };
    },
    async delete(name) {
      await db.delete(uploadedFiles).where(eq(uploadedFiles.name, name));
    },
  };
}

/**
 * Earlier versions kept uploads in DATA_DIR/uploads: copy them into the store once, under their
 * names, so that the addresses already saved in profiles keep working on every process.
 */
export async function importUploadsFolder(dir: string, files: FileStore, contentTypeOf: (name: string) => string): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let imported = 0;
  for (const name of names) {
    if (!/^[\w.-]+$/.test(name) || (await files.get(name))) continue;
    const data = await fs.readFile(path.join(dir, name)).catch(() => undefined);
    if (!data) continue;
    await files.put(name, contentTypeOf(name), data);
    imported += 1;
  }
  return imported;
}
