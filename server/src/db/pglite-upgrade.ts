import fs from 'node:fs';
import path from 'node:path';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { openPglite, type PgliteDatabase } from './open-db.js';

/**
 * Earlier versions kept the embedded database as PGlite files in DATA_DIR/pglite. At the first start
 * on the embedded PostgreSQL, their rows are copied into it, then the old folder is renamed (kept as a
 * backup, never read again).
 */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');
export const pgliteBackupDirOf = (dataDir: string) => path.join(dataDir, 'pglite-before-postgres');

/** Rows read from PGlite at a time: bounded memory whatever the size of a table. */
const BATCH_ROWS = 2000;

type Table = { name: string; columns: string[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The product's tables and their writable columns, as the target (migrated to the same version) has them. */
async function tablesOf(client: pg.PoolClient): Promise<Table[]> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(`
    select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    group by c.table_name order by c.table_name`);
  return rows.map((row) => ({ name: row.table_name, columns: row.columns }));
}

/** Sequences behind serial and identity columns continue after the copied ids. */
async function advanceSequences(client: pg.PoolClient, tables: Table[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await client.query<{ sequence: string | null }>('select pg_get_serial_sequence($1, $2) as sequence', [quoted(table.name), column]);
      const sequence = rows[0]?.sequence;
      if (!sequence) continue;
      await client.query(
        `select setval($1, coalesce((select max(${quoted(column)}) from ${quoted(table.name)}), 0) + 1, false)`,
        [sequence],
      );
    }
  }
}

/** The job queue's schema, made as the job queue makes it (its own transaction), unless the target has it. */
async function createJobQueueSchema(target: pg.Pool): Promise<void> {
  const { rows } = await target.query<{ made: string | null }>(`select to_regclass('pgboss.version')::text as made`);
  if (!rows[0]?.made) await target.query(PgBoss.getConstructionPlans('pgboss'));
}

/**
 * Jobs not yet worked (mails of a send in progress, their retries) go along with their queues; a job
 * that was running when the old server stopped is expired and retried by the job queue as usual.
 */
async function copyJobs(source: PgliteDatabase, client: pg.PoolClient): Promise<number> {
  const made = await source.client.query<{ made: string | null }>(`select to_regclass('pgboss.queue')::text as made`);
  if (!made.rows[0]?.made) return 0;
  const queues = await source.client.query<{ name: string; options: string }>(`
    select name, json_build_object('policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay, 'retryBackoff', retry_backoff,
      'expireInSeconds', expire_seconds, 'retentionMinutes', retention_minutes, 'deadLetter', dead_letter)::text as options
    from pgboss.queue order by dead_letter is not null, name`);
  for (const queue of queues.rows) await client.query('select pgboss.create_queue($1, $2::json)', [queue.name, queue.options]);
  let copied = 0;
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const read = await source.client.query<{ rows: string | null }>(
      `select json_agg(j)::text as rows from (select * from pgboss.job where state < 'completed' order by id limit ${BATCH_ROWS} offset ${offset}) j`,
    );
    const batch = read.rows[0]?.rows;
    if (!batch) return copied;
    const inserted = await client.query('insert into pgboss.job select * from json_populate_recordset(null::pgboss.job, $1::json)', [batch]);
    copied += inserted.rowCount ?? 0;
  }
}

/**
 * Copies every row of the PGlite folder into the (migrated, empty) target in one transaction: a copy
 * stopped halfway leaves the target empty and the old folder in place, and the next start copies again.
 * Rows travel as PostgreSQL's own JSON of them, so every type arrives as it was stored.
 */
export async function copyPgliteInto(pgliteDir: string, target: pg.Pool): Promise<Record<string, number>> {
  const source = await openPglite({ dir: path.dirname(pgliteDir), lock: false });
  const copied: Record<string, number> = {};
  await createJobQueueSchema(target);
  const client = await target.connect();
  try {
    await client.query('begin');
    // Rows arrive table by table in name order: foreign keys are checked by the source's own consistency.
    await client.query('set local session_replication_role = replica');
    const tables = await tablesOf(client);
    for (const table of tables) {
      const columns = table.columns.map(quoted).join(', ');
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const read = await source.client.query<{ rows: string | null }>(
          `select json_agg(t)::text as rows from (select ${columns} from ${quoted(table.name)} order by ctid limit ${BATCH_ROWS} offset ${offset}) t`,
        );
        const batch = read.rows[0]?.rows;
        if (!batch) break;
        const inserted = await client.query(
          `insert into ${quoted(table.name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quoted(table.name)}, $1::json)`,
          [batch],
        );
        copied[table.name] = (copied[table.name] ?? 0) + (inserted.rowCount ?? 0);
        if ((inserted.rowCount ?? 0) < BATCH_ROWS) break;
      }
    }
    await advanceSequences(client, tables);
    copied['pgboss.job'] = await copyJobs(source, client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
    await source.close();
  }
  return copied;
}

/** Whether the target holds anything of the product yet (a copy is made only into an empty one). */
async function isEmpty(target: pg.Pool): Promise<boolean> {
  const { rows } = await target.query<{ any: boolean }>('select exists (select 1 from subscribers) or exists (select 1 from console_users) as any');
  return !rows[0]?.any;
}

/**
 * Brings an earlier version's PGlite data along, once. Returns what was copied, or null when there
 * was nothing to bring.
 */
export async function upgradeFromPglite(dataDir: string, target: pg.Pool): Promise<Record<string, number> | null> {
  const pgliteDir = pgliteDirOf(dataDir);
  if (!fs.existsSync(pgliteDir)) return null;
  // A copy committed by a start that stopped before the rename below is not made twice.
  const copied = (await isEmpty(target)) ? await copyPgliteInto(pgliteDir, target) : {};
  fs.renameSync(pgliteDir, pgliteBackupDirOf(dataDir));
  return copied;
}
