import { buildDemoSeed, createSimulator, type Simulator } from '@mamt/netsapiens-simulator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, qrMailRuns } from '../../src/db/schema.js';
import { seedDemoConnections } from '../../src/db/seed/seed-demo-connections.js';
import { QR_FAN_OUT_JOB } from '../../src/features/app-management/qr-mail-fan-out.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, restartTestApp, type TestApp } from '../helper.js';

/**
 * A send to many answers once it is stored; its mails are queued afterwards, a piece at a time, by
 * jobs that survive a restart. No mail server: each mail is kept in the outbox, one row per mail,
 * which is how these tests count that every user got exactly one.
 */
let simulator: Simulator;
/** The first app, started without workers: what a call stores before any of them runs. */
let first: TestApp;
/** The app now running on the same database (the first one, or one started after it). */
let current: TestApp;

beforeAll(async () => {
  simulator = createSimulator();
  const url = await simulator.listen(0);
  first = await buildTestApp({ NETSAPIENS_TIMEOUT_MS: '5000', NETSAPIENS_CACHE_SECONDS: '30', MAIL_CONCURRENCY: '8' }, undefined, { workJobs: false });
  current = first;
  await seedDemoConnections(first.database.db, secretBoxFor(first.config), url);
});
afterAll(async () => {
  if (current !== first) await current.close();
  await first.close();
  await simulator.close();
});
beforeEach(async () => {
  await first.database.db.delete(mailOutbox);
});

const DOMAIN = 'bigcorp.demo';
const template = { subject: 'Your app', body: 'Hello FIRST_NAME_HERE, open LINK_HERE on your phone.' };
const users = buildDemoSeed()
  .subscriber.filter((row) => row.domain === DOMAIN && row.email)
  .map((row) => row.user as string);

/** Restarts the server on the same database, its workers on. */
async function restart(config: Parameters<typeof restartTestApp>[1] = {}): Promise<void> {
  await current.app.close();
  current = await restartTestApp(first, config);
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await first.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const jobsOf = (name: string, runId: number) =>
  rowsOf<{ state: string }>(sql`select state from pgboss.job where name = ${name} and (data->>'runId' = ${String(runId)} or data->'data'->>'runId' = ${String(runId)}) order by created_on`);
const runRow = async (runId: number) => (await first.database.db.select().from(qrMailRuns).where(eq(qrMailRuns.id, runId)))[0]!;
/** How many mails each user of the domain was sent: the outbox keeps one row per mail. */
async function mailsPerUser(): Promise<Map<string, number>> {
  const rows = await first.database.db.select({ reference: mailOutbox.reference }).from(mailOutbox);
  const counts = new Map<string, number>();
  for (const { reference } of rows) counts.set(reference ?? '', (counts.get(reference ?? '') ?? 0) + 1);
  return counts;
}
const oncePerUser = (extensions: string[]) => new Map(extensions.map((extension) => [`qr:${DOMAIN}:${extension}`, 1]));

async function countsOf(token: string, runId: number): Promise<Record<string, number>> {
  const answer = await current.call('getQrMailRun', { domain: DOMAIN, run_id: runId, page_size: 1 }, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().run.counts as Record<string, number>;
}

const settled = (token: string, runId: number, total: number) =>
  expect.poll(async () => (await countsOf(token, runId)).kept, { timeout: 90_000, interval: 500 }).toBe(total);

describe('a send of the QR e-mail to many users', () => {
  it('answers before any mail is queued, shows the send at once, and queues its 1,200 mails in pieces of 500 once a worker runs', async () => {
    const token = await current.login('bigcorp', 'bigcorp-admin');
    const chosen = users.slice(0, 1200);
    const answer = await current.call('sendQrMails', { domain: DOMAIN, extensions: chosen, ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = answer.json();
    expect(sent).toMatchObject({ message: 'Successfully Saved!', queued: 1200, skipped: [], mail_server: false });
    expect(Date.parse(sent.expires_at)).toBeGreaterThan(Date.now());
    const runId = sent.run_id as number;

    // Stored and shown as queued, with the one job that will queue the mails; no mail is queued yet.
    expect(await countsOf(token, runId)).toMatchObject({ queued: 1200, sent: 0, kept: 0, failed: 0 });
    const recent = (await current.call('getRecentQrMailRuns', { domain: DOMAIN }, token)).json();
    expect(recent[0]).toMatchObject({ id: runId, total: 1200, counts: { queued: 1200 } });
    expect(await jobsOf(QR_FAN_OUT_JOB, runId)).toEqual([{ state: 'created' }]);
    expect(await jobsOf('mail', runId)).toEqual([]);
    expect(await runRow(runId)).toMatchObject({ fannedOutTo: 0, fannedOutAt: null });

    await restart();
    await settled(token, runId, 1200);
    // A job per piece (500, 500 and 200), and one per look while a piece's mails still waited.
    const fanOutJobs = (await jobsOf(QR_FAN_OUT_JOB, runId)).map((job) => job.state);
    expect(fanOutJobs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(fanOutJobs)).toEqual(new Set(['completed']));
    expect(await jobsOf('mail', runId)).toHaveLength(1200);
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
    expect((await runRow(runId)).fannedOutAt).toBeInstanceOf(Date);
  }, 180_000);

  it('goes on after a restart halfway from the last piece stored, and every user gets exactly one mail', async () => {
    await restart({ config: { QR_MAIL_PIECE_SIZE: 100 } });
    // The server dies while it stores the second piece: its transaction never commits.
    await first.database.db.execute(
      sql.raw(`create function stop_after_first_piece() returns trigger language plpgsql as $$
        begin
          if OLD.fanned_out_to > 0 then raise exception 'the server stopped'; end if;
          return NEW;
        end $$`),
    );
    await first.database.db.execute(sql.raw('create trigger stop_after_first_piece before update of fanned_out_to on qr_mail_runs for each row execute function stop_after_first_piece()'));
    const token = await current.login('bigcorp', 'bigcorp-admin');
    const chosen = users.slice(1200, 2000);
    const answer = await current.call('sendQrMails', { domain: DOMAIN, extensions: chosen, ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const runId = answer.json().run_id as number;
    // The first piece's job, the looks while its mails waited, then the second piece's, which failed.
    await expect.poll(async () => (await jobsOf(QR_FAN_OUT_JOB, runId)).map((job) => job.state).at(-1), { timeout: 30_000, interval: 100 }).toBe('retry');
    expect(new Set((await jobsOf(QR_FAN_OUT_JOB, runId)).map((job) => job.state).slice(0, -1))).toEqual(new Set(['completed']));
    await current.app.close();
    await first.database.db.execute(sql.raw('drop trigger stop_after_first_piece on qr_mail_runs'));
    await first.database.db.execute(sql.raw('drop function stop_after_first_piece()'));

    // The first piece is stored with its cursor; nothing of the second is.
    const stopped = await runRow(runId);
    expect(stopped.fannedOutAt).toBeNull();
    const [piece] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from qr_mail_deliveries where run_id = ${runId} and id <= ${stopped.fannedOutTo}`);
    expect(piece?.count).toBe(100);
    expect(await jobsOf('mail', runId)).toHaveLength(100);

    current = await restartTestApp(first);
    await settled(token, runId, 800);
    expect(await jobsOf('mail', runId)).toHaveLength(800);
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
  }, 180_000);

  it('mails no one twice when a piece is queued again, nor when a mail job is stored twice', async () => {
    await restart();
    const token = await current.login('bigcorp', 'bigcorp-admin');
    const chosen = users.slice(0, 60);
    const answer = await current.call('sendQrMails', { domain: DOMAIN, extensions: chosen, ...template }, token);
    const runId = answer.json().run_id as number;
    await settled(token, runId, 60);
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
    const worked = () => expect.poll(async () => (await jobsOf('mail', runId)).filter((job) => job.state !== 'completed'), { timeout: 30_000, interval: 100 }).toEqual([]);

    // As a server that stored a piece but not how far it got would leave the send: queued again from the start.
    await first.database.db.update(qrMailRuns).set({ fannedOutTo: 0, fannedOutAt: null }).where(eq(qrMailRuns.id, runId));
    await first.database.db.execute(sql`insert into pgboss.job (name, data) values (${QR_FAN_OUT_JOB}, ${JSON.stringify({ runId })}::jsonb)`);
    await expect.poll(async () => (await runRow(runId)).fannedOutAt, { timeout: 30_000, interval: 100 }).toBeInstanceOf(Date);
    await worked();
    expect(await jobsOf('mail', runId)).toHaveLength(60);

    // Each mail's job stored a second time: each finds its mail sent already and sends nothing.
    await first.database.db.execute(sql`insert into pgboss.job (name, data, priority) select name, data, priority from pgboss.job where name = 'mail' and data->'data'->>'runId' = ${String(runId)}`);
    expect(await jobsOf('mail', runId)).toHaveLength(120);
    await worked();
    expect(await countsOf(token, runId)).toMatchObject({ kept: 60, queued: 0, failed: 0 });
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
  }, 120_000);
});
