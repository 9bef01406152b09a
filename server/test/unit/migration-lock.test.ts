import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/open-db.js';
import { consoleUsers } from '../../src/db/schema.js';
import { createScratchDatabase } from '../support/scratch-postgres.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrations on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  it('lets several processes start together on one empty database', async () => {
    const { url, drop } = await createScratchDatabase(adminUrl!, 'mamt_migrate');
    try {
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDb({ kind: 'postgres', url })));
      const failures = opened.filter((result) => result.status === 'rejected');
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(failures.map((failure) => String(failure.reason))).toEqual([]);
      const database = await openDb({ kind: 'postgres', url });
      expect(await database.db.select().from(consoleUsers)).toEqual([]);
      await database.close();
    } finally {
      await drop();
    }
  });
});
