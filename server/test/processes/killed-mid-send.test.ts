import { createSimulator } from '@mamt/netsapiens-simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BIGCORP_USERS as users, startCountingSmtp } from '../support/counting-smtp.js';
import { createScratchDatabase } from '../support/scratch-postgres.js';
import { call, describeOnPostgres, killServers, startServer, waitReady, type Server } from '../support/server-process.js';

/**
 * A process killed (`kill -9`) in the middle of a Send QR Code to bigcorp's 2,000 users, while another
 * process shares the send: the survivor answers another tenant's console throughout, sends what the
 * dead one held once its hold has passed, every user gets the mail (one in flight at the kill may
 * arrive twice, never not at all), and the send's counts end true.
 */
const DOMAIN = 'bigcorp.demo';

describeOnPostgres('a process killed mid-send', (adminUrl) => {
  // A mail server a little slow to take each mail, so that the send is still under way at the kill.
  let smtp: Awaited<ReturnType<typeof startCountingSmtp>>;
  const received = () => smtp.received;
  const simulator = createSimulator();
  let scratch: { url: string; drop: () => Promise<void> };
  let servers: Server[] = [];

  beforeAll(async () => {
    smtp = await startCountingSmtp({ delayMs: 5 });
    scratch = await createScratchDatabase(adminUrl, 'mamt_killed');
    const env = {
      DATABASE_URL: scratch.url,
      APP_SECRET_KEY: 'cd'.repeat(32),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DEMO_NETSAPIENS_URL: await simulator.listen(0),
      SMTP_URL: smtp.url,
      // The dead process's mails are taken by the survivor a few seconds after its hold began.
      QR_MAIL_LEASE_SECONDS: '4',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all(servers.map(waitReady));
  }, 90_000);

  afterAll(async () => {
    await killServers(servers);
    await scratch?.drop();
    await simulator.close();
    await smtp?.close();
  });

  it('leaves no user without the mail, and the send counts true', async () => {
    const [doomed, survivor] = servers as [Server, Server];
    const signIn = async (server: Server) => ((await (await call(server, 'authLogin', { cloud_id: 'bigcorp', user: 'bigcorp-admin', password: 'demo-pass-1234' })).json()) as { Token: string }).Token;
    const token = await signIn(doomed);
    const sent = await fetch(`${doomed.url}/api/v1/sendQrMails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ domain: DOMAIN, extensions: users.map((user) => user.extension), subject: 'Your app', body: 'Open LINK_HERE' }),
    });
    expect(sent.status).toBe(200);
    const runId = ((await sent.json()) as { run_id: number }).run_id;

    // Another tenant's console on the survivor throughout: four requests at a time.
    const acmeToken = ((await (await call(survivor, 'authLogin', { cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' })).json()) as { Token: string }).Token;
    const light = { answered: 0, failed: [] as string[], stop: false };
    const lightLoad = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!light.stop) {
          const answer = await fetch(`${survivor.url}/api/v1/getProfileDetails`, { method: 'POST', headers: { 'content-type': 'application/json', token: acmeToken }, body: '{}', signal: AbortSignal.timeout(10_000) }).catch(
            (error: unknown) => ({ status: String(error) }),
          );
          if (answer.status === 200) light.answered += 1;
          else light.failed.push(String(answer.status));
        }
      }),
    );

    // Both processes send; one dies with mails in hand.
    await expect.poll(() => received().length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(300);
    const answeredBeforeKill = light.answered;
    doomed.child.kill('SIGKILL');
    await doomed.exited;

    await expect.poll(() => new Set(received()).size, { timeout: 120_000, interval: 250 }).toBe(users.length);
    expect(new Set(received())).toEqual(new Set(users.map((user) => user.email)));
    // Only mails in flight at the kill may come twice: at most what one process holds.
    expect(received().length - users.length).toBeLessThanOrEqual(40);
    const survivorToken = await signIn(survivor);
    const counts = async () => {
      const answer = await fetch(`${survivor.url}/api/v1/getQrMailRun`, { method: 'POST', headers: { 'content-type': 'application/json', token: survivorToken }, body: JSON.stringify({ domain: DOMAIN, run_id: runId, page_size: 1 }) });
      return ((await answer.json()) as { run: { counts: Record<string, number> } }).run.counts;
    };
    await expect.poll(counts, { timeout: 30_000, interval: 250 }).toMatchObject({ sent: users.length, queued: 0, retrying: 0, failed: 0 });
    light.stop = true;
    await lightLoad;
    // The survivor answered every one of them, before and after the kill.
    expect(light.failed).toEqual([]);
    expect(light.answered).toBeGreaterThan(answeredBeforeKill);
  }, 240_000);
});
