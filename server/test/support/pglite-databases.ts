import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDb, type Database, type Db } from '../../src/db/open-db.js';
import * as schema from '../../src/db/schema.js';
import { seedDemo } from '../../src/db/seed/seed-demo.js';

/**
 * The test databases of a worker on the embedded PGlite.
 *
 * Starting a PGlite costs a second or two of CPU (its WebAssembly PostgreSQL boots and checks its
 * data folder), even from a dump of a seeded database. A test worker runs many files one after the
 * other (isolate: false), so it keeps one PGlite and hands it to each file in turn, put back as it
 * was seeded: every table of `public` emptied and filled again from a copy kept in the schema
 * `test_seed`, the sequences set back, the job queue's schema dropped (the app installs it again
 * when it starts, as on a fresh database) and the session's state discarded. Anything else a file
 * changed (a constraint it added, a table it created) changes the database's catalog fingerprint:
 * such a PGlite is closed and the next file gets a fresh one. A file that wants a second database
 * while its first is open gets a fresh PGlite too.
 */

const SEED_SCHEMA = 'test_seed';
const extensions = { pg_trgm };

type ResetPlan = {
  /** Puts the PGlite back as it was when it started from the dump. */
  resetSql: string;
  /** Its catalog fingerprint then. */
  fingerprint: string;
};

/** Tables, columns, constraints, indexes, triggers, functions, types and extensions outside the job queue's schema. */
const FINGERPRINT_SQL = `
  with objects(line) as (
    select 'schema ' || nspname from pg_namespace
      where nspname not in ('pgboss', 'pg_toast', 'information_schema') and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
    union all
    select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pgboss', 'pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    union all
    select 'column ' || n.nspname || '.' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull
        || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname not in ('pgboss', 'pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint ' || n.nspname || '.' || conname || ' ' || pg_get_constraintdef(k.oid) from pg_constraint k join pg_namespace n on n.oid = k.connamespace
      where n.nspname not in ('pgboss', 'pg_catalog', 'information_schema')
    union all
    select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pgboss', 'pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'trigger ' || pg_get_triggerdef(t.oid) from pg_trigger t where not t.tgisinternal
    union all
    select 'function ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, '')) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pgboss', 'pg_catalog', 'information_schema')
    union all
    select 'type ' || n.nspname || '.' || t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname not in ('pgboss', 'pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'extension ' || extname || ' ' || extversion from pg_extension
    union all
    select 'setting ' || coalesce(d.datname, '*') || ' ' || array_to_string(s.setconfig, ',') from pg_db_role_setting s left join pg_database d on d.oid = s.setdatabase
  )
  select md5(coalesce(string_agg(line, E'\\n' order by line), '')) as fingerprint from objects`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]!.fingerprint;
}

/** The tables of `public`, each with the columns a copy may write. */
async function publicTables(client: PGlite): Promise<Array<{ name: string; columns: string }>> {
  const { rows } = await client.query<{ name: string; columns: string }>(`
    select quote_ident(c.relname) as name, string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname
     order by c.relname`);
  if (rows.length === 0) throw new Error('the seeded test database has no tables');
  return rows;
}

/** Copies every table of `public` into `test_seed`. */
async function keepSeedCopy(client: PGlite): Promise<void> {
  const tables = await publicTables(client);
  await client.exec([`create schema ${SEED_SCHEMA}`, ...tables.map(({ name }) => `create table ${SEED_SCHEMA}.${name} as table public.${name}`)].join(';\n'));
}

/**
 * The statements that put a PGlite started from the dump back as it was when it started, written
 * while it still is: its data (from `test_seed`), its sequences (as loaded: PostgreSQL logs a
 * sequence ahead, so a database started from a dump hands out values past the dumped ones) and the
 * settings PGlite gives its session (search_path = public above all), which DISCARD ALL takes back.
 */
async function resetPlanOf(client: PGlite): Promise<ResetPlan> {
  const tables = await publicTables(client);
  const counts = await client.query<Record<string, number>>(
    `select ${tables.map(({ name }, index) => `(select count(*)::int from ${SEED_SCHEMA}.${name}) as t${index}`).join(', ')}`,
  );
  const counted = counts.rows[0]!;
  const { rows: sequences } = await client.query<{ statement: string }>(`
    select format('select setval(%L, %s, %s)', quote_ident(schemaname) || '.' || quote_ident(sequencename), coalesce(last_value, start_value), (last_value is not null)::text) as statement
      from pg_sequences where schemaname = 'public' order by sequencename`);
  const { rows: settings } = await client.query<{ statement: string }>(`
    select format('select set_config(%L, %L, false)', name, setting) as statement
      from pg_settings
     where context in ('user', 'superuser') and setting is distinct from reset_val and name <> 'session_replication_role'
     order by name`);
  const resetSql = [
    ...settings.map(({ statement }) => statement),
    // Foreign keys and triggers stay out of the way while the tables are emptied and filled again.
    'set session_replication_role = replica',
    `truncate table ${tables.map(({ name }) => `public.${name}`).join(', ')}`,
    ...tables
      .filter((_table, index) => (counted[`t${index}`] ?? 0) > 0)
      .map(({ name, columns }) => `insert into public.${name} (${columns}) overriding system value select ${columns} from ${SEED_SCHEMA}.${name}`),
    ...sequences.map(({ statement }) => statement),
    'drop schema if exists pgboss cascade',
    'set session_replication_role = default',
  ].join(';\n');
  return { resetSql, fingerprint: await fingerprintOf(client) };
}

let seededDump: Promise<Blob> | undefined;

/** The worker's migrated and seeded database with its copy in `test_seed`, dumped once. */
function seededTemplate(): Promise<Blob> {
  seededDump ??= (async () => {
    const database = await openDb({ kind: 'pglite' });
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    try {
      await seedDemo(database.db);
      await keepSeedCopy(database.client);
      return await database.client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })();
  return seededDump;
}

type Kept = { client: PGlite; plan: ResetPlan; inUse: boolean };

/** The worker's PGlite kept between files; `inUse` while a file has it. */
let kept: Kept | undefined;

/**
 * The same PGlite behind a front that refuses every statement once the file closed its database, as
 * a closed PGlite would: a job the previous file's app left running cannot write into the next file's data.
 */
function leaseOf(client: PGlite): { front: PGlite; end: () => void } {
  let ended = false;
  const guarded = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction', 'describeQuery', 'execProtocol', 'execProtocolRaw', 'listen', 'runExclusive']);
  const front = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!guarded.has(property)) return value.bind(target);
      return (...args: unknown[]) => (ended ? Promise.reject(new Error('PGlite is closed')) : (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  return { front, end: () => void (ended = true) };
}

/** Puts the kept PGlite back as it started; false when it can no longer be (it is then closed). */
async function reset({ client, plan }: Kept): Promise<boolean> {
  try {
    // Outside the reset's statements: DISCARD ALL may not run in the transaction they make together.
    await client.exec('discard all');
    await client.exec(plan.resetSql);
    if ((await fingerprintOf(client)) === plan.fingerprint) return true;
  } catch {
    // Closed below; the file gets a fresh PGlite.
  }
  await client.close().catch(() => {});
  return false;
}

/** The kept PGlite for one file, closed (handed back) with the file's database. */
function lease(mine: Kept): Database {
  mine.inUse = true;
  const { front, end } = leaseOf(mine.client);
  const db = drizzle(front, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    client: front,
    close: async () => {
      end();
      mine.inUse = false;
    },
  };
}

/** A migrated PGlite database seeded with the demo data, for one file (or one test) until closed. */
export async function openSeededPglite(): Promise<Database> {
  const dump = await seededTemplate();
  if (kept && !kept.inUse) {
    const mine = kept;
    mine.inUse = true;
    if (await reset(mine)) return lease(mine);
    if (kept === mine) kept = undefined;
  }
  if (!kept) {
    const client = new PGlite({ extensions, loadDataDir: dump });
    // Taken before the first await, so that a second database opened meanwhile is one of its own.
    const mine: Kept = { client, plan: { resetSql: '', fingerprint: '' }, inUse: true };
    kept = mine;
    try {
      mine.plan = await resetPlanOf(client);
      return lease(mine);
    } catch (error) {
      if (kept === mine) kept = undefined;
      await client.close().catch(() => {});
      throw error;
    }
  }
  // The kept PGlite is in use by the same file: a database of its own, closed with it, as before.
  return openDb({ kind: 'pglite', loadDataDir: dump });
}
