import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/open-db.js';
import { buildTestApp } from '../helper.js';
import { openSeededPglite } from '../support/pglite-databases.js';

const clientOf = (database: Database) => (database as Extract<Database, { kind: 'pglite' }>).client as PGlite;
/** Which PGlite a database is on: each file gets its own front to it, which passes its properties on. */
const pgliteOf = (database: Database) => clientOf(database).waitReady;

/** Every row of every table of `public`, the sequences and the schemas, as one comparable text. */
async function contentsOf(database: Database): Promise<string> {
  const client = clientOf(database);
  const { rows: tables } = await client.query<{ name: string }>(
    `select quote_ident(relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where nspname = 'public' and relkind = 'r' order by 1`,
  );
  const lines: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: string }>(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from public.${name} t`);
    lines.push(`${name}: ${rows[0]!.rows}`);
  }
  const { rows: sequences } = await client.query<{ line: string }>(`select sequencename || '=' || coalesce(last_value::text, '-') as line from pg_sequences where schemaname = 'public' order by 1`);
  const { rows: schemas } = await client.query<{ line: string }>(`select nspname as line from pg_namespace order by 1`);
  return [...lines, ...sequences.map(({ line }) => line), ...schemas.map(({ line }) => line)].join('\n');
}

// The test databases themselves (test/support/pglite-databases.ts); PostgreSQL copies a template instead.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')("a file's PGlite database", () => {
  it('is as seeded whatever the file before it wrote, and refuses statements once closed', async () => {
    const first = await openSeededPglite();
    const seeded = await contentsOf(first);
    await first.close();

    const t = await buildTestApp();
    const token = await t.login('acme', 'acme-admin');
    expect((await t.call('logout', {}, token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update subscribers set company = 'changed' where cloud_id = 'acme'`);
    await t.database.db.execute(sql`delete from console_users where username = 'acme-simple'`);
    await t.database.db.execute(sql`set search_path = pg_catalog`);
    const used = t.database;
    await t.close();
    const late = await used.db.execute(sql`select 1`).then(() => undefined, (error: { cause?: unknown }) => String(error.cause));
    expect(late).toContain('PGlite is closed');

    const next = await openSeededPglite();
    try {
      expect(pgliteOf(next)).toBe(pgliteOf(first));
      expect(await contentsOf(next)).toEqual(seeded);
    } finally {
      await next.close();
    }
  });

  it('is a fresh PGlite after a file changed the schema, and one of its own while the kept one is in use', async () => {
    const changed = await openSeededPglite();
    const seeded = await contentsOf(changed);
    await changed.db.execute(sql`alter table console_users add constraint test_probe check (username <> 'probe')`);
    const meanwhile = await openSeededPglite();
    expect(pgliteOf(meanwhile)).not.toBe(pgliteOf(changed));
    expect(await contentsOf(meanwhile)).toEqual(seeded);
    await meanwhile.close();
    await changed.close();

    const next = await openSeededPglite();
    try {
      expect(pgliteOf(next)).not.toBe(pgliteOf(changed));
      expect(await contentsOf(next)).toEqual(seeded);
    } finally {
      await next.close();
    }
  });
});
