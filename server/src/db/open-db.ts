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
import { lockDataDir } from './data-dir-lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  close: () => Promise<void>;
} & (
  /** The job queue opens its own connections to the same server. */
  | { kind: 'postgres'; url: string; pool: pg.Pool }
  /** The embedded database has one connection, which the job queue shares. */
  | { kind: 'pglite'; client: PGlite }
);

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type PostgresDatabase = Extract<Database, { kind: 'postgres' }>;
export type PgliteDatabase = Extract<Database, { kind: 'pglite' }>;

/** The same as openDb, typed for PostgreSQL. */
export async function openPostgres(url: string): Promise<PostgresDatabase> {
  return (await openDb({ kind: 'postgres', url })) as PostgresDatabase;
}

/** The same as openDb, typed for PGlite. */
export async function openPglite(options: Omit<Extract<OpenDbOptions, { kind: 'pglite' }>, 'kind'>): Promise<PgliteDatabase> {
  return (await openDb({ kind: 'pglite', ...options })) as PgliteDatabase;
}

export type OpenDbOptions =
  | { kind: 'postgres'; url: string }
  /**
   * `dir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a dump of another.
   * `lock: false` when the caller already holds the folder's lock (the upgrade to the embedded PostgreSQL).
   */
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob; lock?: boolean };

/** Any fixed number: every process of the product asks PostgreSQL for the same lock. */
const STARTUP_LOCK_KEY = 4_172_031;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so that processes starting together
 * on one database migrate and seed it one after the other, never at once. The lock lives on one
 * pooled connection and ends with it if the process dies.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The embedded database is one process by construction: nothing to wait for. */
export async function withStartupLock<T>(database: Database, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work(database.db);
  return underAdvisoryLock(database.pool, () => work(database.db));
}

/** Opens the database and applies the committed migrations (under the startup lock on PostgreSQL). */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Every statement the product prepares by name (the re-provision's reads) is a lookup by key, whose
    // generic plan is the plan: planning the eight-join device read anew for an execution cost PostgreSQL
    // several times what running it does. It holds for unnamed statements with parameters too: a search
    // whose plan depends on its values asks for custom plans in its own transaction (logs.repository.ts).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      // Awaited before the connection's first query (its type says void, the pool awaits a promise).
      // A server that does not know the setting still serves, with its own plans.
      onConnect: (client) => client.query('set plan_cache_mode = force_generic_plan').then(
        () => undefined,
        () => undefined,
      ),
    });
    // An idle pooled connection that the server ends (restart, failover, admin command) must not
    // take the process down; the pool opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    try {
      await underAdvisoryLock(pool, (client) => migratePg(drizzlePg(client), { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Db, kind: 'postgres', url: options.url, pool, close: () => pool.end() };
  }
  const unlock = options.dir && options.lock !== false ? lockDataDir(options.dir) : () => {};
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
      client,
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
