import pg from 'pg';
import { createSimulator } from '@mamt/netsapiens-simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BIGCORP_USERS as users, startCountingSmtp } from '../support/counting-smtp.js';
import { createScratchDatabase } from '../support/scratch-postgres.js';
import { call, describeOnPostgres, killServers, startServer, waitReady, type Server } from '../support/server-process.js';

/**
 * SIGTERM in the middle of work (a deploy, a scale-down): the request in flight is answered, the QR
 * e-mails the process had taken but not begun are handed back at once, and it exits within
 * SHUTDOWN_SECONDS; the next process sends the rest without waiting out their hold.
 */
const DOMAIN = 'bigcorp.demo';

describeOnPostgres('a process stopped mid-work', (adminUrl) => {
  let smtp: Awaited<ReturnType<typeof startCountingSmtp>>;
  const received = () => smtp.received;
  const simulator = createSimulator();
  let scratch: { url: string; drop: () => Promise<void> };
  let env: Record<string, string>;
  const servers: Server[] = [];

  beforeAll(async () => {
    smtp = await startCountingSmtp({ delayMs: 5 });
    scratch = await createScratchDatabase(adminUrl, 'mamt_stop');
    env = {
      DATABASE_URL: scratch.url,
      APP_SECRET_KEY: '12'.repeat(32),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DEMO_NETSAPIENS_URL: await simulator.listen(0),
      NETSAPIENS_CACHE_SECONDS: '0',
      SMTP_URL: smtp.url,
      // A hold far longer than the test: only mails handed back can be sent by the next process.
      QR_MAIL_LEASE_SECONDS: '600',
      SHUTDOWN_SECONDS: '15',
    };
    servers.push(await startServer(env));
    await waitReady(servers[0]!);
  }, 90_000);

  afterAll(async () => {
    await killServers(servers);
    await scratch?.drop();
    await simulator.close();
    await smtp?.close();
  });

  it('answers the request in flight, hands back what it had not begun, and exits in time', async () => {
    const first = servers[0]!;
    const signIn = await call(first, 'authLogin', { cloud_id: 'bigcorp', user: 'bigcorp-admin', password: 'demo-pass-1234' });
    const { Token } = (await signIn.json()) as { Token: string };
    const post = (server: Server, name: string, body: object) => fetch(`${server.url}/api/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', token: Token }, body: JSON.stringify(body) });
    const sent = await post(first, 'sendQrMails', { domain: DOMAIN, extensions: users.map((user) => user.extension), subject: 'Your app', body: 'Open LINK_HERE' });
    expect(sent.status).toBe(200);
    await expect.poll(() => received().length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(100);

    // A platform read that takes two seconds is in flight when the signal comes.
    simulator.control.setFaults({ latencyMs: 2000, object: 'domain' });
    const inFlight = post(first, 'getAllDomains', {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    simulator.control.clearFaults();

    // Nothing is left held by the stopped process.
    const queries = new pg.Client({ connectionString: scratch.url });
    await queries.connect();
    try {
      const held = await queries.query("select count(*)::int as held from qr_mail_deliveries where claimed_until > now() and status in ('queued', 'retrying')");
      expect(held.rows[0].held).toBe(0);
    } finally {
      await queries.end();
    }
    const before = new Set(received()).size;
    expect(before).toBeLessThan(users.length);

    // The next process sends the rest, long before their hold would have ended.
    const next = await startServer(env);
    servers.push(next);
    await waitReady(next);
    await expect.poll(() => new Set(received()).size, { timeout: 120_000, interval: 250 }).toBe(users.length);
  }, 240_000);
});
