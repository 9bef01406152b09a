import { buildDemoSeed, createSimulator, type Simulator } from '@mamt/netsapiens-simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { seedDemoConnections } from '../../src/db/seed/seed-demo-connections.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, restartTestApp, type TestApp } from '../helper.js';

/**
 * A send to many answers once it is stored; its mails leave from their delivery rows, taken by the
 * senders of whichever processes run. No mail server: each mail is kept in the outbox, one row per
 * mail, which is how these tests count that every user got exactly one.
 */
let simulator: Simulator;
/** The first app, started without workers: what a call stores before any sender runs. */
let first: TestApp;
/** Apps started after it on the same database, with their senders; closed after each test. */
const started: TestApp[] = [];

beforeAll(async () => {
  simulator = createSimulator();
  const url = await simulator.listen(0);
  first = await buildTestApp({ NETSAPIENS_TIMEOUT_MS: '5000', NETSAPIENS_CACHE_SECONDS: '30', MAIL_CONCURRENCY: '8' }, undefined, { workJobs: false });
  await seedDemoConnections(first.database.db, secretBoxFor(first.config), url);
});
afterAll(async () => {
  await first.close();
  await simulator.close();
});
beforeEach(async () => {
  for (const app of started.splice(0)) await app.close();
  await first.database.db.delete(mailOutbox);
});

const DOMAIN = 'bigcorp.demo';
const template = { subject: 'Your app', body: 'Hello FIRST_NAME_HERE, open LINK_HERE on your phone.' };
const users = buildDemoSeed()
  .subscriber.filter((row) => row.domain === DOMAIN && row.email)
  .map((row) => row.user as string);

/** Another server process on the same database, its senders on. */
async function startAnother(): Promise<TestApp> {
  const app = await restartTestApp(first);
  started.push(app);
  return app;
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await first.database.db.execute(query)) as unknown as { rows: T[] }).rows;
/** How many mails each user of the domain was sent: the outbox keeps one row per mail. */
async function mailsPerUser(): Promise<Map<string, number>> {
  const rows = await first.database.db.select({ reference: mailOutbox.reference }).from(mailOutbox);
  const counts = new Map<string, number>();
  for (const { reference } of rows) counts.set(reference ?? '', (counts.get(reference ?? '') ?? 0) + 1);
  return counts;
}
const oncePerUser = (extensions: string[]) => new Map(extensions.map((extension) => [`qr:${DOMAIN}:${extension}`, 1]));

async function countsOf(token: string, runId: number): Promise<Record<string, number>> {
  const answer = await first.call('getQrMailRun', { domain: DOMAIN, run_id: runId, page_size: 1 }, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().run.counts as Record<string, number>;
}

const settled = (token: string, runId: number, kept: number) =>
  expect.poll(async () => (await countsOf(token, runId)).kept, { timeout: 90_000, interval: 250 }).toBe(kept);

/** A send stored by the app without senders: its mails wait in their deliveries. */
async function sendFromFirst(token: string, extensions: string[]): Promise<number> {
  const answer = await first.call('sendQrMails', { domain: DOMAIN, extensions, ...template }, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().run_id as number;
}

describe('the QR e-mails of a send to many', () => {
  it('are stored by the call, which answers at once, and sent one per user by a process that runs the senders', async () => {
    const token = await first.login('bigcorp', 'bigcorp-admin');
    const chosen = users.slice(0, 1200);
    const answer = await first.call('sendQrMails', { domain: DOMAIN, extensions: chosen, ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = answer.json();
    expect(sent).toMatchObject({ message: 'Successfully Saved!', queued: 1200, skipped: [], mail_server: false });
    expect(Date.parse(sent.expires_at)).toBeGreaterThan(Date.now());
    const runId = sent.run_id as number;

    // Stored and shown as queued; no job per mail, and nothing sent without a sender.
    expect(await countsOf(token, runId)).toMatchObject({ queued: 1200, sent: 0, kept: 0, failed: 0 });
    const recent = (await first.call('getRecentQrMailRuns', { domain: DOMAIN }, token)).json();
    expect(recent[0]).toMatchObject({ id: runId, total: 1200, counts: { queued: 1200 } });
    expect(await rowsOf(sql`select id from pgboss.job where name = 'mail' and data->>'kind' = 'qr-code'`)).toEqual([]);
    expect(await mailsPerUser()).toEqual(new Map());

    await startAnother();
    await settled(token, runId, 1200);
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
    expect(await rowsOf(sql`select distinct attempts, claimed_until from qr_mail_deliveries where run_id = ${runId}`)).toEqual([{ attempts: 1, claimed_until: null }]);
  }, 180_000);

  it('held by a process that died are sent once its hold has ended, and those another process holds are left to it', async () => {
    const token = await first.login('bigcorp', 'bigcorp-admin');
    const chosen = users.slice(1200, 1260);
    const runId = await sendFromFirst(token, chosen);
    const ids = (await rowsOf<{ id: number }>(sql`select id from qr_mail_deliveries where run_id = ${runId} order by id`)).map((row) => row.id);
    const [dead, alive] = [ids.slice(0, 10), ids.slice(10, 20)];
    // Taken by a process that died a while ago, and by one still sending them.
    await first.database.db.execute(sql`update qr_mail_deliveries set attempts = 1, claimed_until = now() - interval '1 second' where id in ${dead}`);
    await first.database.db.execute(sql`update qr_mail_deliveries set attempts = 1, claimed_until = now() + interval '1 hour' where id in ${alive}`);

    await startAnother();
    await settled(token, runId, 50);
    expect(await countsOf(token, runId)).toMatchObject({ queued: 10, kept: 50 });
    const heldStill = await rowsOf<{ id: number }>(sql`select id from qr_mail_deliveries where run_id = ${runId} and status = 'queued' order by id`);
    expect(heldStill.map((row) => row.id)).toEqual(alive);
    const retaken = await rowsOf<{ attempts: number }>(sql`select distinct attempts from qr_mail_deliveries where id in ${dead}`);
    expect(retaken).toEqual([{ attempts: 2 }]);

    // The other process is gone too: its hold ends, and its mails are sent, each user's once.
    await first.database.db.execute(sql`update qr_mail_deliveries set claimed_until = now() - interval '1 second' where id in ${alive}`);
    await settled(token, runId, 60);
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
  }, 120_000);

  it('are shared by the senders of two processes, and no one is mailed twice', async () => {
    const token = await first.login('bigcorp', 'bigcorp-admin');
    const chosen = users.slice(0, 600);
    await Promise.all([startAnother(), startAnother()]);
    const runId = await sendFromFirst(token, chosen);
    await settled(token, runId, 600);
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
  }, 120_000);

  it('left as jobs by an earlier version are sent once, by the senders, and the old jobs end doing nothing', async () => {
    const token = await first.login('bigcorp', 'bigcorp-admin');
    const chosen = users.slice(600, 640);
    const runId = await sendFromFirst(token, chosen);
    // As an earlier version stored them: a mail job per user, and the send's fan-out job.
    await first.database.db.execute(sql`insert into pgboss.job (name, data)
      select 'mail', jsonb_build_object('kind', 'qr-code', 'to', recipient, 'data', jsonb_build_object('deliveryId', id, 'runId', run_id)) from qr_mail_deliveries where run_id = ${runId}`);
    await first.database.db.execute(sql`insert into pgboss.job (name, data) values ('qr-mail-fan-out', ${JSON.stringify({ runId })}::jsonb)`);

    await startAnother();
    await settled(token, runId, 40);
    const oldJobs = () => rowsOf<{ state: string }>(sql`select distinct state from pgboss.job where (name = 'mail' and data->>'kind' = 'qr-code') or name = 'qr-mail-fan-out'`);
    await expect.poll(oldJobs, { timeout: 30_000, interval: 250 }).toEqual([{ state: 'completed' }]);
    expect(await mailsPerUser()).toEqual(oncePerUser(chosen));
  }, 120_000);
});
