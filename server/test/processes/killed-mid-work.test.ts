import { createSimulator } from '@mamt/netsapiens-simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb, type Database } from '../../src/db/open-db.js';
import { PURGE_EXPIRED_JOB } from '../../src/jobs/purge-expired.js';
import { SYNC_REGIONS_JOB } from '../../src/features/regions/regions.area.js';
import { createSecretBox, parseSecretKey } from '../../src/lib/secret-box.js';
import { BIGCORP_USERS as users, startCountingSmtp } from '../support/counting-smtp.js';
import { periodicRuns, periodProblems } from '../support/periodic-runs.js';
import { createScratchDatabase } from '../support/scratch-postgres.js';
import { call, describeOnPostgres, killServers, startServer, waitReady, type Server } from '../support/server-process.js';
import { buildStormDevices, insertStormDevices, simulatorSeedWith } from '../support/storm-devices.js';
import { p99Between, startStorm } from '../support/storm-recorder.js';

/**
 * Two processes share the work of one PostgreSQL database: a Send QR Code to bigcorp's 2,000 users,
 * a re-provisioning storm of bigcorp's 10,000 app devices (25 apps at a time on each process), two
 * periodic jobs, and another tenant's console. One process is killed (`kill -9`) mid-way. The
 * survivor answers throughout (its storm's p99 stays under twice what it was before the kill), sends
 * what the dead one held once its hold has passed, every user gets the mail (one in flight at the
 * kill may arrive twice, never not at all), the send's counts end true, no device is recorded twice,
 * every re-provision the survivor answered is recorded, and each periodic job ran once per period.
 */
const TENANT = 'bigcorp';
const DOMAIN = 'bigcorp.demo';
const SECRET_KEY = 'cd'.repeat(32);
const PURGE_SECONDS = 6;
const REGION_SYNC_SECONDS = 10;
const STORM_CONNECTIONS = 25;
/** The storm's first seconds (connections opened, code warmed) are not compared with anything. */
const WARM_UP_MS = 2_000;
/** How long each side of the kill is measured at least. */
const MEASURED_MS = 8_000;
const devices = buildStormDevices(DOMAIN, 10_000);
// Each process is stormed by devices of its own, so that what the survivor answered can be looked up.
const survivorDevices = devices.filter((_, index) => index % 2 === 0);
const doomedDevices = devices.filter((_, index) => index % 2 === 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('a process killed mid-work', (adminUrl) => {
  // A mail server a little slow to take each mail, so that the send is still under way at the kill.
  let smtp: Awaited<ReturnType<typeof startCountingSmtp>>;
  const received = () => smtp.received;
  const simulator = createSimulator({ seed: simulatorSeedWith(DOMAIN, devices) });
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database | undefined;
  let servers: Server[] = [];

  beforeAll(async () => {
    smtp = await startCountingSmtp({ delayMs: 5 });
    scratch = await createScratchDatabase(adminUrl, 'mamt_killed');
    const env = {
      DATABASE_URL: scratch.url,
      APP_SECRET_KEY: SECRET_KEY,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DEMO_NETSAPIENS_URL: await simulator.listen(0),
      SMTP_URL: smtp.url,
      // The dead process's mails are taken by the survivor a few seconds after its hold began.
      QR_MAIL_LEASE_SECONDS: '4',
      // Periods short enough that the test sees several of them on each side of the kill.
      PURGE_INTERVAL_SECONDS: String(PURGE_SECONDS),
      REGION_SYNC_SECONDS: String(REGION_SYNC_SECONDS),
      // The apps come from addresses of their own, through a proxy on loopback (storm-recorder.ts).
      TRUST_PROXY: '127.0.0.1',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all(servers.map(waitReady));
    // The devices as their first provisioning left them, never re-provisioned since.
    database = await openDb({ kind: 'postgres', url: scratch.url });
    await insertStormDevices(database.db, createSecretBox(parseSecretKey(SECRET_KEY)), TENANT, DOMAIN, devices);
    await database.db.execute(sql`update app_devices set last_provisioned_at = null where cloud_id = ${TENANT} and install_id like 'bench-%'`);
  }, 120_000);

  afterAll(async () => {
    await killServers(servers);
    await database?.close();
    await scratch?.drop();
    await simulator.close();
    await smtp?.close();
  });

  it('loses nothing, records nothing twice, and the survivor answers throughout', async () => {
    const [doomed, survivor] = servers as [Server, Server];
    const signIn = async (server: Server) => ((await (await call(server, 'authLogin', { cloud_id: TENANT, user: 'bigcorp-admin', password: 'demo-pass-1234' })).json()) as { Token: string }).Token;
    const token = await signIn(doomed);

    // The storm first, so that the send begins under it.
    const stormStart = Date.now();
    const survivorStorm = startStorm(survivor.url, TENANT, survivorDevices, STORM_CONNECTIONS);
    const doomedStorm = startStorm(doomed.url, TENANT, doomedDevices, STORM_CONNECTIONS);
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

    // Both processes send and answer apps; one dies with mails in hand and apps waiting on it.
    await expect.poll(() => received().length, { timeout: 90_000, interval: 20 }).toBeGreaterThan(300);
    await sleep(stormStart + WARM_UP_MS + MEASURED_MS - Date.now());
    const receivedAtKill = new Set(received()).size;
    const answeredBeforeKill = light.answered;
    const killedAt = Date.now();
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    await doomedStorm.stop();
    // The kill came mid-send, or the test would prove nothing about it.
    expect(receivedAtKill).toBeLessThan(users.length);
    // The survivor stormed while it takes over; then the apps rest, so that a slow machine finishes the send in time.
    await sleep(killedAt + MEASURED_MS - Date.now());
    const stoppedAt = Date.now();
    await survivorStorm.stop();

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
    const endedAt = Date.now();
    light.stop = true;
    await lightLoad;

    // The survivor answered every app and every console request, before and after the kill.
    expect(survivorStorm.errors).toEqual([]);
    expect(survivorStorm.answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([]);
    expect(light.failed).toEqual([]);
    expect(light.answered).toBeGreaterThan(answeredBeforeKill);
    const before = p99Between(survivorStorm.answers, stormStart + WARM_UP_MS, killedAt);
    // The seconds right after the kill, when the survivor takes over the dead one's apps and mails.
    const after = p99Between(survivorStorm.answers, killedAt, stoppedAt);
    expect(Math.min(before.count, after.count), `answers measured: ${before.count} before the kill, ${after.count} after`).toBeGreaterThan(200);
    const ms = (figure: { p99: number; count: number }) => `${Math.round(figure.p99)} ms (${figure.count} answers)`;
    const figures = `storm p99 ${ms(before)} before the kill, ${ms(after)} in the ${MEASURED_MS / 1000} s after; ${received().length} mails for ${users.length} users`;
    console.log(`killed mid-work: ${figures}`);
    expect(after.p99, figures).toBeLessThan(2 * before.p99);

    // No device recorded twice, none lost; each re-provision the survivor answered is recorded.
    const db = (database as Database).db;
    const rows = async <Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const twice = await rows<{ device_name: string }>(sql`select device_name from app_devices where cloud_id = ${TENANT} and deleted_at is null group by domain, device_name having count(*) > 1`);
    expect(twice).toEqual([]);
    const recorded = await rows<{ count: number }>(sql`select count(*)::int as count from app_devices where cloud_id = ${TENANT} and install_id like 'bench-%' and deleted_at is null`);
    expect(recorded).toEqual([{ count: devices.length }]);
    // Devices asked for before the last requests in flight were answered, and so marked a batch later.
    const surelyAnswered = survivorDevices.slice(0, Math.max(0, survivorStorm.begun() - STORM_CONNECTIONS)).map((device) => `bench-${device.deviceName}`);
    const unmarked = () =>
      rows<{ count: number }>(sql`select count(*)::int as count from app_devices where install_id in ${surelyAnswered} and (last_provisioned_at is null or last_provisioned_at < ${new Date(stormStart).toISOString()})`);
    await expect.poll(unmarked, { timeout: 10_000, interval: 250 }).toEqual([{ count: 0 }]);

    // Each periodic job ran once per period, through the kill.
    const runs = await periodicRuns(scratch.url, [PURGE_EXPIRED_JOB, SYNC_REGIONS_JOB]);
    for (const [name, everySeconds] of [[PURGE_EXPIRED_JOB, PURGE_SECONDS], [SYNC_REGIONS_JOB, REGION_SYNC_SECONDS]] as const) {
      const ofJob = runs.filter((run) => run.name === name);
      expect(ofJob.length, `${name} runs`).toBeGreaterThanOrEqual(Math.floor((endedAt - stormStart) / 1000 / everySeconds));
      expect(periodProblems(ofJob, everySeconds, killedAt)).toEqual([]);
      console.log(`killed mid-work: ${name} ran in ${ofJob.length} periods of ${everySeconds} s, ${ofJob.filter((run) => run.slot <= killedAt).length} of them before the kill`);
    }
  }, 300_000);
});
