/**
 * The Fleet screen (getFleet) on the embedded default and on PostgreSQL (bench-databases.ts), with 50
 * tenants connected to an in-process platform simulator (+50 ms a request) and their app devices,
 * registrations, blocked logins, QR e-mails and refusals inserted in bulk (fleet-data.ts):
 *
 * 1. The answer for bigcorp's 1,000 devices and for the super tenant's every-tenant view of 10,000 (demo/admin),
 *    asked one at a time, each in turns with a bare Fastify route running the Fleet repository's own
 *    queries on the same database (bare-fleet.ts): p50 and p99, getFleet / bare (1 = as fast), and
 *    p99(10,000) / p99(1,000), at most GROWTH_TARGET. Every domain was read a minute before and the
 *    registration cache is an hour here, so no platform read is part of these answers.
 * 2. VIEWERS acme viewers (its three console users, signed in 20 times) asking at once, BURSTS times,
 *    each time with acme's four domains' registration expired, then asking again and again for
 *    VIEWERS_SECONDS, with a cache of CACHE_SECONDS: the simulator's `device.read` requests, at most one per
 *    domain per cache period. The platform client's own answer cache is off and the budget out of the
 *    way, so that every read the Fleet makes reaches the simulator and only the Fleet's claim is measured.
 * 3. Meanwhile, another tenant's light requests (light-load.ts): p99 during the viewers / p99 on the idle server.
 *
 * The server runs in the bench's process, as in the dashboard part: the viewers discard their answers
 * unread. BENCH_SECONDS (10) sets the idle light load; part 1 runs 4x that. `BENCH_ONLY=fleet` runs it alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Fleet } from '@mamt/contract';
import { createSimulator } from '@mamt/netsapiens-simulator';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/open-db.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { secretBoxFor } from '../src/lib/secret-box.js';
import { startBareFleet } from './bare-fleet.js';
import { benchDatabases } from './bench-databases.js';
import { ALL_TENANTS_DEVICES, ONE_TENANT, VIEWED, fleetSimulatorSeed, seedFleet } from './fleet-data.js';
import { count, missedTargets, printSummary, printTarget, type Answers, type Figures, type Reads, type Result, type Setup, type Side } from './fleet-report.js';
import { startLightLoad } from './light-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GROWTH_TARGET = 3;
/** Part 1: runs of the four requests not counted (connections, compiled code, pages in memory), and the least counted. */
const WARM_UP_RUNS = 3;
const MIN_RUNS = 20;
const VIEWERS = 20;
const VIEWER_USERS = ['acme-admin', 'acme-support', 'acme-simple'];
const BURSTS = 3;
const CACHE_SECONDS = 5;
const VIEWERS_SECONDS = Math.max(SECONDS, 3 * CACHE_SECONDS);
const LATENCY_MS = 50;

/** What the report says of the setup it measured. */
const SETUP: Setup = { growthTarget: GROWTH_TARGET, viewers: VIEWERS, bursts: BURSTS, cacheSeconds: CACHE_SECONDS, latencyMs: LATENCY_MS };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function figuresOf(latencies: number[]): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

/** A POST answered and read to its end, in ms; anything but 2xx throws. */
async function timedPost(url: string, body: object, token?: string): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, text };
}

async function signIn(address: string, cloudId: string, user: string): Promise<string> {
  const { text } = await timedPost(`${address}/api/v1/authLogin`, { cloud_id: cloudId, user, password: DEMO_PASSWORD });
  return (JSON.parse(text) as { Token: string }).Token;
}

/** As if the cache period had passed for the tenant: its next Fleet answer reads its domains again. */
const expireReads = (database: Database, cloudId: string) =>
  database.db.execute(sql`update registration_reads set read_at = now() - interval '1 day', failed_at = null, failure = null, claimed_until = null where cloud_id = ${cloudId}`);

/** What the answer shows, so that a seed that went wrong is seen before its figures are believed. */
function checkAnswer(label: string, fleet: Fleet, installed: number): string {
  if (fleet.figures.installed !== installed) throw new Error(`${label}: ${fleet.figures.installed} devices installed, not ${installed}`);
  if (fleet.registration.pending > 0) throw new Error(`${label}: ${fleet.registration.pending} domains still to be read`);
  const { figures, attention, domains, registration } = fleet;
  return (
    `${count(figures.installed)} installed, ${count(figures.registered)} registered, ${count(figures.behind)} behind (${count(attention.stale.total)} stale), ` +
    `${count(attention.never_registered.total)} never registered, ${figures.blocked_logins} blocked logins, ${figures.undelivered_mails} undelivered mails; ` +
    `domain rows ${domains.length}, failed reads ${registration.failures.length}`
  );
}

/** Part 1: the four requests (each Fleet and its bare route) in turns, one at a time, for 4 x SECONDS and at least MIN_RUNS runs. */
async function measureAnswers(config: Config, database: Database): Promise<Answers> {
  const app = await buildApp({ config, database, logger: false, workJobs: false });
  let bare: Awaited<ReturnType<typeof startBareFleet>> | undefined;
  try {
    bare = await startBareFleet(database, config.FLEET_STALE_MINUTES);
    const bareUrl = bare.url;
    const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/v1/getFleet`;
    const address = new URL(url).origin;
    const one = await signIn(address, ONE_TENANT.cloudId, `${ONE_TENANT.cloudId}-admin`);
    const all = await signIn(address, 'demo', 'admin');
    console.log(`    ${ONE_TENANT.cloudId}: ${checkAnswer(ONE_TENANT.cloudId, JSON.parse((await timedPost(url, {}, one)).text) as Fleet, ONE_TENANT.devices)}`);
    console.log(`    every tenant: ${checkAnswer('every tenant', JSON.parse((await timedPost(url, {}, all)).text) as Fleet, ALL_TENANTS_DEVICES)}`);
    const requests = [
      { key: 'one|bare', ask: () => timedPost(bareUrl, { cloud_id: ONE_TENANT.cloudId }) },
      { key: 'one|ours', ask: () => timedPost(url, {}, one) },
      { key: 'all|bare', ask: () => timedPost(bareUrl, {}) },
      { key: 'all|ours', ask: () => timedPost(url, {}, all) },
    ];
    const latencies = new Map(requests.map(({ key }) => [key, [] as number[]]));
    const started = performance.now();
    let run = 0;
    for (; run < WARM_UP_RUNS + MIN_RUNS || performance.now() - started < 4 * SECONDS * 1000; run += 1) {
      // Each run starts one further along, so that no request always follows the same one.
      for (let i = 0; i < requests.length; i += 1) {
        const { key, ask } = requests[(run + i) % requests.length]!;
        const { ms: took } = await ask();
        if (run >= WARM_UP_RUNS) latencies.get(key)!.push(took);
      }
    }
    console.log(`    ${run - WARM_UP_RUNS} runs of the four (after ${WARM_UP_RUNS} not counted) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const side = (scope: string): Side => ({ ours: figuresOf(latencies.get(`${scope}|ours`)!), bare: figuresOf(latencies.get(`${scope}|bare`)!) });
    const [oneSide, allSide] = [side('one'), side('all')];
    return { one: oneSide, all: allSide, growth: allSide.ours.p99 / oneSide.ours.p99, bareGrowth: allSide.bare.p99 / oneSide.bare.p99 };
  } finally {
    await bare?.close();
    await app.close();
  }
}

/** Parts 2 and 3: acme's viewers at once after the cache expired, then asking again and again while light requests are timed. */
async function measureViewers(config: Config, database: Database, simulator: ReturnType<typeof createSimulator>): Promise<Omit<Result, 'label' | 'answers'>> {
  const app = await buildApp({ config, database, logger: false, workJobs: false });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${address}/api/v1/getFleet`;
    const tokens: string[] = [];
    for (let viewer = 0; viewer < VIEWERS; viewer += 1) tokens.push(await signIn(address, VIEWED.cloudId, VIEWER_USERS[viewer % VIEWER_USERS.length]!));
    const lightToken = await signIn(address, 'globex', 'globex-admin');
    const deviceReads = () => simulator.control.counters().byKey['device.read'] ?? 0;
    // A domain may be read again once a cache period has passed since its last read, whatever the viewers.
    const allowed = (seconds: number) => VIEWED.domains.length * (Math.floor(seconds / CACHE_SECONDS) + 1);
    await Promise.all(tokens.map((token) => timedPost(url, {}, token)));

    const bursts: Reads[] = [];
    for (let burst = 0; burst < BURSTS; burst += 1) {
      await expireReads(database, VIEWED.cloudId);
      simulator.control.resetCounters();
      const started = performance.now();
      await Promise.all(tokens.map((token) => timedPost(url, {}, token)));
      const seconds = (performance.now() - started) / 1000;
      bursts.push({ reads: deviceReads(), allowed: allowed(seconds), seconds });
    }

    const warmUp = startLightLoad(address, lightToken);
    await sleep(1000);
    await warmUp.stop();
    const idleLoad = startLightLoad(address, lightToken);
    await sleep(SECONDS * 1000);
    const idle = await idleLoad.stop();

    await expireReads(database, VIEWED.cloudId);
    simulator.control.resetCounters();
    const light = startLightLoad(address, lightToken);
    const started = performance.now();
    let answers = 0;
    let failed = 0;
    await Promise.all(
      tokens.map(async (token) => {
        while (performance.now() - started < VIEWERS_SECONDS * 1000) {
          await timedPost(url, {}, token).then(
            () => (answers += 1),
            () => (failed += 1),
          );
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const loaded = await light.stop();
    return { bursts, load: { reads: deviceReads(), allowed: allowed(seconds), seconds, answers, failed }, idle, loaded };
  } finally {
    await app.close();
  }
}

export async function benchFleet(adminUrl: string): Promise<void> {
  const simulator = createSimulator({ seed: fleetSimulatorSeed() });
  const simulatorUrl = await simulator.listen(0);
  simulator.control.setFaults({ latencyMs: LATENCY_MS });
  const results: Result[] = [];
  console.log(`\nFleet: getFleet over ${count(ONE_TENANT.devices)} and ${count(ALL_TENANTS_DEVICES)} app devices (50 tenants), ${VIEWERS} viewers sharing registration reads`);
  try {
    for (const target of benchDatabases(adminUrl, 'mamt-bench-fleet')) {
      const { database, drop } = await target.open();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-fleet-'));
      try {
        // Per-user limits and the platform budget would measure themselves; region syncs would read the platform meanwhile.
        const base = { LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', PER_USER_LIMIT_FACTOR: '100000', NETSAPIENS_MAX_PER_MINUTE: '1000000', REGION_SYNC_SECONDS: '0' };
        const answersConfig = loadConfig({ ...base, FLEET_REGISTRATION_CACHE_SECONDS: '3600' });
        const viewersConfig = loadConfig({ ...base, FLEET_REGISTRATION_CACHE_SECONDS: String(CACHE_SECONDS), NETSAPIENS_CACHE_SECONDS: '0' });
        const seeding = performance.now();
        await seedFleet(database.db, secretBoxFor(answersConfig), simulatorUrl);
        console.log(`  ${target.label}: seeded and analyzed in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
        const answers = await measureAnswers(answersConfig, database);
        const result = { label: target.label, answers, ...(await measureViewers(viewersConfig, database, simulator)) };
        printTarget(result, SETUP);
        results.push(result);
      } finally {
        await database.close();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await simulator.close();
  }
  printSummary(results, SETUP);
  const failed = missedTargets(results, SETUP);
  if (failed.length > 0) throw new Error(`Fleet targets missed on ${failed.join(', ')}`);
}
