import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Database } from '../src/db/open-db.js';
import { openProductDatabase } from '../src/db/open-product-db.js';
import { openScratchPostgres } from '../test/support/scratch-postgres.js';

/**
 * The databases a bench part runs on, each opened fresh and dropped after: the embedded default that
 * `npm start` uses (its own PostgreSQL in a new data folder) and the machine's PostgreSQL (a scratch
 * database). `BENCH_PGLITE=true` adds the in-process PGlite, the embedded default of earlier versions,
 * for before-and-after figures.
 */
export type BenchDatabase = { label: string; open: () => Promise<{ database: Database; drop: () => Promise<void> }> };

export function benchDatabases(adminUrl: string, prefix: string): BenchDatabase[] {
  const embedded: BenchDatabase = {
    label: 'embedded',
    async open() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
      const database = await openProductDatabase({ dataDir });
      return { database, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    },
  };
  const postgres: BenchDatabase = { label: 'PostgreSQL', open: () => openScratchPostgres(adminUrl, prefix.replaceAll('-', '_')) };
  const pglite: BenchDatabase = { label: 'PGlite', open: async () => ({ database: await openDb({ kind: 'pglite' }), drop: async () => {} }) };
  return process.env.BENCH_PGLITE === 'true' ? [embedded, postgres, pglite] : [embedded, postgres];
}
