import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Database } from '../../src/db/open-db.js';

/** Runs one statement on the server of `adminUrl`, on a connection of its own. */
async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new PostgreSQL database on the server of `adminUrl`, dropped by `drop`: empty, or a copy of the
 * database `template` (which nobody may be connected to while it is copied).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `create database ${name}${template ? ` template "${template.replaceAll('"', '""')}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** A new, migrated PostgreSQL database on the server of `adminUrl` (a copy of `template` if given), dropped by `drop`. */
export async function openScratchPostgres(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { url, drop } = await createScratchDatabase(adminUrl, prefix, options);
  try {
    // On a copy of the migrated template the migrations find nothing to do.
    return { database: await openDb({ kind: 'postgres', url }), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
