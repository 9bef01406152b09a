import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Database } from '../../src/db/open-db.js';
import { createDbFileStore, importUploadsFolder } from '../../src/lib/file-store.js';
import { contentTypeOf } from '../../src/lib/images.js';

let database: Database;
beforeAll(async () => {
  database = await openDb({ kind: 'pglite' });
});
afterAll(() => database.close());

describe('the uploaded files store', () => {
  it('moves files of the old uploads folder into the database once, under their names', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-uploads-'));
    fs.writeFileSync(path.join(dir, 'abc.png'), Buffer.from([0x89, 0x50]));
    fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
    const store = createDbFileStore(database.db);
    try {
      expect(await importUploadsFolder(dir, store, contentTypeOf)).toBe(2);
      expect(await importUploadsFolder(dir, store, contentTypeOf)).toBe(0);
      expect(await store.get('abc.png')).toMatchObject({ contentType: 'image/png', data: Buffer.from([0x89, 0x50]) });
      expect((await store.get('logo.svg'))?.contentType).toBe('image/svg+xml');
      await store.delete('abc.png');
      expect(await store.get('abc.png')).toBeUndefined();
      expect(await importUploadsFolder(path.join(dir, 'missing'), store, contentTypeOf)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
