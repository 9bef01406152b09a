import net from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createSimulator } from '@mamt/netsapiens-simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/scratch-postgres.js';
import { call, describeOnPostgres, killServers, startServer, waitReady, type Server } from '../support/server-process.js';

/**
 * Two real server processes on one PostgreSQL database, as in production: periodic jobs run once per
 * period (the purge, the region resync), a failed job is retried once by one of them, sign-in
 * throttling is shared, and a session one process signs out ends at once in the other's memory.
 */
const PERIOD_SECONDS = 2;

describeOnPostgres('two server processes on one PostgreSQL', (adminUrl) => {
  const refusedOnce = new Set(['hank@globex.example']);
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refusedOnce.delete(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        done();
      });
    },
  });
  const simulator = createSimulator();
  let scratch: { url: string; drop: () => Promise<void> };
  let servers: Server[] = [];
  let queries: pg.Client;
  let startedAt = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    scratch = await createScratchDatabase(adminUrl, 'mamt_processes');
    const platformUrl = await simulator.listen(0);
    const env = {
      DATABASE_URL: scratch.url,
      APP_SECRET_KEY: 'ab'.repeat(32),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      PURGE_INTERVAL_SECONDS: String(PERIOD_SECONDS),
      REGION_SYNC_SECONDS: String(PERIOD_SECONDS),
      // The demo tenants' platform connections point at the simulator, whose requests are counted.
      DEMO_NETSAPIENS_URL: platformUrl,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      // Kept long enough that only the database's notice can end a kept session within a test.
      SESSION_CACHE_SECONDS: '60',
    };
    // Both start at once on the empty database: migrations and seeding must not race.
    servers = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all(servers.map(waitReady));
    startedAt = Date.now();
    queries = new pg.Client({ connectionString: scratch.url });
    await queries.connect();
  }, 90_000);

  afterAll(async () => {
    await queries?.end();
    await killServers(servers);
    await scratch?.drop();
    await simulator.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('shares sign-in throttling: an account locked on one process is locked on the other', async () => {
    const [first, second] = servers as [Server, Server];
    for (let i = 0; i < 3; i++) {
      expect((await call(first, 'authLogin', { cloud_id: 'acme', user: 'acme-support', password: 'wrong' })).status).toBe(401);
    }
    const locked = await call(second, 'authLogin', { cloud_id: 'acme', user: 'acme-support', password: 'demo-pass-1234' });
    expect(locked.status).toBe(429);
    expect((await call(second, 'authLogin', { cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' })).status).toBe(200);
  });

  it('retries a failed mail once, and delivers it once', async () => {
    expect((await call(servers[0]!, 'forgetPassword', { cloudId: 'globex', username: 'globex-admin' })).status).toBe(200);
    await expect.poll(() => received.filter((to) => to === 'hank@globex.example').length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(refusedOnce.size).toBe(0);
    await expect
      .poll(async () => (await queries.query("select state, retry_count from pgboss.job where name = 'mail'")).rows, { timeout: 5_000 })
      .toEqual([{ state: 'completed', retry_count: 1 }]);
    // A window, not a wait for something: a second delivery by the other process is what must not
    // come, and nothing announces that it will not (its job is already completed).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received.filter((to) => to === 'hank@globex.example')).toHaveLength(1);
  });

  it('serves a picture uploaded through one process from the other', async () => {
    const [first, second] = servers as [Server, Server];
    const signIn = await call(first, 'authLogin', { cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' });
    const { Token } = (await signIn.json()) as { Token: string };
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Alice Moreau', email: 'alice.moreau@acme.example', phone_number: '' })) form.append(name, value);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'me.svg');
    const uploaded = await fetch(`${first.url}/api/v1/updateProfile`, { method: 'POST', headers: { token: Token }, body: form });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${second.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toContain('<circle');
  });

  /** Waits for `wanted` completed runs of a periodic job: one job per period, each run by one process (its log line). */
  async function expectOncePerPeriod(job: string, logLine: string, wanted: number): Promise<number> {
    await expect
      .poll(async () => (await queries.query('select 1 from pgboss.job where name = $1 and state = $2', [job, 'completed'])).rowCount, {
        timeout: Math.max(0, startedAt + (wanted + 3) * PERIOD_SECONDS * 1000 - Date.now()) + 5_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(wanted);
    const { rows } = await queries.query<{ slot: Date; state: string }>('select singleton_on as slot, state from pgboss.job where name = $1 order by singleton_on', [job]);
    const slots = rows.map((row) => row.slot.getTime());
    expect(new Set(slots).size).toBe(slots.length);
    // At most one job per period (a slot may be skipped only if both processes stalled through it).
    for (let i = 1; i < slots.length; i++) {
      const gap = slots[i]! - slots[i - 1]!;
      expect(gap % (PERIOD_SECONDS * 1000)).toBe(0);
      expect(gap).toBeGreaterThan(0);
    }
    const completed = rows.filter((row) => row.state === 'completed').length;
    const runs = servers.flatMap((server) => server.output).filter((line) => line.includes(logLine));
    expect(runs).toHaveLength(completed);
    return completed;
  }

  it('runs the periodic purge once per period, by one process each time', async () => {
    await expectOncePerPeriod('purge-expired', 'expired sessions and reset links purged', 4);
  });

  it("resyncs every connected tenant's regions once per period, by one process each time", async () => {
    await expectOncePerPeriod('sync-regions', 'periodic region sync done', 3);
    // Each run reads the cores of every connected tenant once (its log line says how many): a
    // period run by both processes would read them twice. A run may be under way while we count.
    const tenantsSynced = () =>
      servers
        .flatMap((server) => server.output)
        .filter((line) => line.includes('periodic region sync done'))
        .reduce((sum, line) => sum + (JSON.parse(line) as { tenants: number }).tenants, 0);
    const loggedBefore = tenantsSynced();
    const reads = simulator.control.counters().byKey['phones.servers'] ?? 0;
    const loggedAfter = tenantsSynced();
    expect(loggedAfter).toBeGreaterThan(0);
    expect(reads).toBeGreaterThanOrEqual(loggedBefore);
    expect(reads).toBeLessThanOrEqual(loggedAfter + 4);
    const { rows } = await queries.query<{ domain: string; region: string }>("select domain, region from domain_regions where cloud_id = 'acme' order by domain");
    expect(rows).toEqual([
      { domain: 'acme-branch.demo', region: 'us-east' },
      { domain: 'acme.demo', region: 'ca-east' },
    ]);
  });

  it('ends a session kept by one process as soon as the other signs it out', async () => {
    const [first, second] = servers as [Server, Server];
    const signIn = await call(first, 'authLogin', { cloud_id: 'globex', user: 'globex-admin', password: 'demo-pass-1234' });
    const { Token } = (await signIn.json()) as { Token: string };
    const profile = async () => (await fetch(`${second.url}/api/v1/getProfileDetails`, { method: 'POST', headers: { 'content-type': 'application/json', token: Token }, body: '{}' })).status;
    expect([await profile(), await profile()]).toEqual([200, 200]);
    const signOut = await fetch(`${first.url}/api/v1/logout`, { method: 'POST', headers: { 'content-type': 'application/json', token: Token }, body: '{}' });
    expect(signOut.status).toBe(200);
    await expect.poll(profile, { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('stops both processes cleanly', async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  });
});
