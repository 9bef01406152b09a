import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.js';

/** In about 20 entries spread over the 30 days, half of them requests' lines: a word searched "over any time". */
export const RARE_WORD = 'zq7rare';
/** In every request's URL and every error's (93% of the entries; 30% of those that are not requests). */
export const COMMON_WORD = 'userSummary';

const RARE_ENTRIES = 20;
const TENANTS = ['acme', 'globex', 'bigcorp', 'initech', 'umbrella'];
const AUDITED_CALLS = ['updateUser', 'createUser', 'resetPassword', 'updateSubscriber', 'reprovisionByForce'];
const JOBS = ['purge-expired', 'device-sync', 'qr-mail-send', 'globalsync-regions'];

/** The value of `values` that `position` picks, round and round (positions from 0). */
const pick = (values: string[], position: string) =>
  sql.raw(`(array[${values.map((value) => `'${value}'`).join(', ')}])[${position} % ${values.length} + 1]`);

/**
 * `count` entries of a busy provider's last 30 days, oldest first as the log store writes them: 90%
 * requests' lines, 4% audited changes of five tenants, 3% errors, 2% jobs' records, 1% info and
 * warnings. One INSERT ... SELECT; the trigram index is built after it (building it once costs far
 * less than keeping it up row by row), with the migration's definition, then the table is vacuumed and analyzed.
 */
export async function fillLogEntries(db: Db, count: number): Promise<void> {
  // Numbers of our own, written into the statement: generate_series and % need no parameter types then.
  const total = sql.raw(String(count));
  const every = Math.max(1, Math.floor(count / RARE_ENTRIES));
  const rareEvery = sql.raw(String(every));
  const rareAt = sql.raw(String(Math.floor(every / 2)));
  const indexDefinition = await db.execute<{ definition: string }>(sql`select pg_get_indexdef('log_entries_text_trgm_idx'::regclass) as definition`);
  const createTextIndex = (indexDefinition as unknown as { rows: Array<{ definition: string }> }).rows[0]!.definition;
  await db.execute(sql`drop index log_entries_text_trgm_idx`);
  await db.execute(sql`
    insert into log_entries (logged_at, level, kind, message, cloud_id, action_user, labels, fields)
    select
      now() - interval '30 days' + interval '30 days' * (g::float8 / ${total}),
      case kind when 'request' then 'info' when 'audit' then 'audit' when 'error' then 'error' when 'warning' then 'warn' else 'info' end,
      kind,
      case kind
        when 'request' then 'request completed'
        when 'audit' then 'audit ' || call || ' success'
        when 'error' then 'request failed'
        when 'job' then 'job done'
        when 'warning' then 'slow query'
        else 'platform connection checked' end,
      case when kind in ('audit', 'info') then tenant end,
      case when kind = 'audit' then tenant || '-admin' end,
      '{"job":"mamt-console","host":"console-1","filename":"server.log"}'::jsonb,
      case kind
        when 'request' then jsonb_build_object(
          'method', 'GET', 'url', '/api/v1/${sql.raw(COMMON_WORD)}?' || case when rare then 'search=${sql.raw(RARE_WORD)}' else 'page=' || (g % 50 + 1) end,
          'statusCode', 200, 'remoteAddress', '10.0.' || (g % 250) || '.' || (g / 250 % 250), 'reqId', 'req-' || g, 'responseTime', round((g % 997) / 37.0, 1))
        when 'audit' then jsonb_build_object(
          'call', call, 'target', tenant || '-user-' || (g % 5000),
          'subject', jsonb_build_object('kind', 'user', 'name', case when rare then '${sql.raw(RARE_WORD)}' else tenant || '-user-' || (g % 5000) end),
          'result', 'success', 'userId', g % 5000, 'clientAddress', '10.1.' || (g % 250) || '.' || (g / 250 % 250), 'audit_log', true)
        when 'error' then jsonb_build_object(
          'caller', 'src/rpc/register-calls.ts:88', 'functionName', 'handleCall', 'error', 'connect ECONNREFUSED 10.2.0.' || (g % 250) || ':443',
          'method', 'GET', 'url', '/api/v1/${sql.raw(COMMON_WORD)}?page=' || (g % 50 + 1), 'statusCode', 502,
          'stacktrace', 'Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect (node:net:1607:16)')
        when 'job' then jsonb_build_object('caller', 'src/jobs/pg-boss-queue.ts:120', 'job', job, 'ms', g % 4000)
        else jsonb_build_object('caller', 'src/integrations/netsapiens/client.ts:64', 'ms', g % 900) end
    from (
      select g, rare, ${pick(TENANTS, 'g')} as tenant, ${pick(AUDITED_CALLS, 'g / 100')} as call, ${pick(JOBS, 'g / 100')} as job,
        case
          when rare then case when g / ${rareEvery} % 2 = 0 then 'request' else 'audit' end
          when g % 100 < 90 then 'request' when g % 100 < 94 then 'audit' when g % 100 < 97 then 'error' when g % 100 < 99 then 'job'
          when g / 100 % 2 = 0 then 'info' else 'warning' end as kind
      from (select g, g % ${rareEvery} = ${rareAt} as rare from generate_series(1, ${total}) as g) numbered
    ) entries`);
  // The build's sort in memory rather than in temporary files: several times faster for millions of
  // rows. In one transaction, so that the setting and the build share a pooled connection.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    await tx.execute(sql.raw(createTextIndex));
  });
  // As a table that has lived its 30 days: vacuumed (hint bits set, pages all-visible) and analyzed, and
  // written out, so that no autovacuum of the fresh rows or checkpoint runs during the measuring.
  await db.execute(sql`vacuum (analyze) log_entries`);
  await db.execute(sql`checkpoint`);
}
