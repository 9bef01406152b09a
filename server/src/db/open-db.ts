import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir } from './pglite-lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type OpenDbOptions =
  | { kind: 'postgres'; url: string }
  /** `dir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a dump of another. */
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob };

/** Opens the database and applies the committed migrations. */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle pooled connection that the server ends (restart, failover, admin command) must not
    // take the process down; the pool opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const unlock = options.dir ? lockDataDir(options.dir) : () => {};
  try {
    // pg_trgm backs the console-user search indexes (migration 0001).
    const extensions = { pg_trgm };
    const client = options.dir
      ? new PGlite(path.join(options.dir, 'pglite'), { extensions })
      : new PGlite({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
