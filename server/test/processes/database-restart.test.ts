import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSimulator } from '@mamt/netsapiens-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../../src/db/embedded-postgres.js';
import { BIGCORP_USERS, startCountingSmtp } from '../support/counting-smtp.js';
import { call, killServers, startServer, waitReady, type Server } from '../support/server-process.js';

/**
 * PostgreSQL itself restarted under a running server (a minor-version upgrade, a failover): a server
 * of its own (the embedded one's binaries, in a temporary folder), stopped with a fast shutdown in the
 * middle of a QR send while a console is in use, and started again on its port a few seconds later.
 * Meanwhile every request gets a fast 503 with a clear message, never a hang or an error page, and
 * /readyz says not ready; once it is back the same process serves again and finishes the send, every
 * user mailed (a mail in flight at the stop may arrive twice), without being restarted.
 */
const DOMAIN = 'bigcorp.demo';
const users = BIGCORP_USERS.slice(0, 400);
const DOWN_MS = 4_000;

describe('PostgreSQL restarted under a running server', () => {
  let smtp: Awaited<ReturnType<typeof startCountingSmtp>>;
  const received = () => smtp.received;
  const simulator = createSimulator();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-restart-'));
  let database: EmbeddedPostgresServer | undefined;
  let server: Server;

  beforeAll(async () => {
    smtp = await startCountingSmtp({ delayMs: 20 });
    database = await startEmbeddedPostgres(dataDir);
    server = await startServer({
      DATABASE_URL: database.url,
      APP_SECRET_KEY: '34'.repeat(32),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      DEMO_NETSAPIENS_URL: await simulator.listen(0),
      SMTP_URL: smtp.url,
      // Every call reads its session from the database: none is answered from memory meanwhile.
      SESSION_CACHE_SECONDS: '0',
      // Mails whose outcome could not be written while it was down are sent again soon after.
      QR_MAIL_LEASE_SECONDS: '5',
    });
    await waitReady(server);
  }, 120_000);

  afterAll(async () => {
    if (server) await killServers([server]);
    await database?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await simulator.close();
    await smtp?.close();
  });

  it('answers 503 at once while it is down, then serves and sends again by itself', async () => {
    const signIn = async (cloudId: string, user: string) => ((await (await call(server, 'authLogin', { cloud_id: cloudId, user, password: 'demo-pass-1234' })).json()) as { Token: string }).Token;
    const post = (name: string, token: string, body: object) =>
      fetch(`${server.url}/api/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
    const bigcorp = await signIn('bigcorp', 'bigcorp-admin');
    const acme = await signIn('acme', 'acme-admin');
    const sent = await post('sendQrMails', bigcorp, { domain: DOMAIN, extensions: users.map((user) => user.extension), subject: 'Your app', body: 'Open LINK_HERE' });
    expect(sent.status).toBe(200);
    const runId = ((await sent.json()) as { run_id: number }).run_id;

    // A console in use throughout: two requests at a time, each answer kept with how long it took.
    const answers: { status: number; messageId?: string; ms: number }[] = [];
    let busy = true;
    const consoleInUse = Promise.all(
      Array.from({ length: 2 }, async () => {
        while (busy) {
          const started = Date.now();
          const answer = await post('getProfileDetails', acme, {}).catch((error: unknown) => ({ status: 0, json: async () => ({ messageId: String(error) }) }));
          const body = (await answer.json().catch(() => ({}))) as { messageId?: string };
          answers.push({ status: answer.status, messageId: answer.status === 200 ? undefined : body.messageId, ms: Date.now() - started });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );

    await expect.poll(() => received().length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(50);
    const port = Number(new URL((database as EmbeddedPostgresServer).url).port);
    await (database as EmbeddedPostgresServer).stop();
    const stoppedAt = answers.length;
    expect(new Set(received()).size, 'the stop came mid-send').toBeLessThan(users.length);
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000, interval: 200 }).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    const whileDown = answers.slice(stoppedAt);
    database = await startEmbeddedPostgres(dataDir, { port });

    await expect.poll(async () => (await post('getProfileDetails', acme, {})).status, { timeout: 20_000, interval: 250 }).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await expect.poll(() => new Set(received()).size, { timeout: 60_000, interval: 250 }).toBe(users.length);
    await expect
      .poll(async () => ((await (await post('getQrMailRun', bigcorp, { domain: DOMAIN, run_id: runId, page_size: 1 })).json()) as { run: { counts: Record<string, number> } }).run.counts, { timeout: 30_000, interval: 250 })
      .toMatchObject({ sent: users.length, queued: 0, retrying: 0, failed: 0 });
    busy = false;
    await consoleInUse;

    const unavailable = answers.filter((answer) => answer.status === 503).length;
    console.log(`database restart: ${unavailable} of ${answers.length} console requests answered 503, the slowest in ${Math.max(...answers.map((answer) => answer.ms))} ms; ${received().length} mails for ${users.length} users`);
    // Only ever answered, and at once: the page, or 503 saying the database is out of reach.
    expect(whileDown.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 200 && !(answer.status === 503 && answer.messageId === 'databaseUnavailable'))).toEqual([]);
    // The pool's connection timeout is the longest a request waits.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(6_000);
    expect(new Set(received())).toEqual(new Set(users.map((user) => user.email)));
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});
