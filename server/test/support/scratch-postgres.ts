import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Database } from '../../src/db/open-db.js';

/** A new, empty PostgreSQL database on the server of `adminUrl`, dropped by `drop`. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A new, migrated PostgreSQL database on the server of `adminUrl`, dropped by `drop`. */
export async function openScratchPostgres(adminUrl: string, prefix: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { url, drop } = await createScratchDatabase(adminUrl, prefix);
  const database = await openDb({ kind: 'postgres', url });
  return { database, drop };
}
