/**
 * The dashboard's refresh for 50 concurrent viewers, each asking for the 7 monitoring figures as the
 * dashboard does (dashboard-viewers.ts) again as soon as its previous refresh is answered, for 3
 * cache periods, against a Prometheus stand-in answering in 20 ms; on the embedded default and on
 * PostgreSQL (bench-databases.ts). Prints what the load cost the stand-in, in requests per figure per
 * cache period (at most 1: the bench fails otherwise), and the figures' throughput as a ratio of a
 * bare Fastify route answering a fixed Prometheus answer, the two loaded in turns in the same run
 * (1 = as fast). Part of `npm run bench`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MONITORING_QUERY_NAMES } from '@mamt/contract';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { benchDatabases } from './bench-databases.js';
import { VIEWERS, loadDashboards, loadLine, mergeLoads, type Load } from './dashboard-viewers.js';
import { STAND_IN_INSTANCE, standInAnswer, startPrometheusStandIn } from './prometheus-stand-in.js';

const LATENCY_MS = 20;
const CACHE_SECONDS = 5;
const PERIODS = 3;
/** Each load starts with a short warm-up that is not counted: connections opened, code compiled. */
const WARM_UP_SECONDS = 1;
/** The bare route and the console take turns this many times each (loadInTurns). */
const SLICES = 6;
/** The viewers sign in as the demo's users, so that their calls come from several sessions of several tenants. */
const ACCOUNTS = [['demo', 'admin'], ['demo', 'support'], ['acme', 'acme-admin'], ['acme', 'acme-support'], ['acme', 'acme-simple'], ['globex', 'globex-admin']] as const;

/** The floor: Fastify answering a fixed Prometheus answer, with no session, validation, cache or source. */
async function startBareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const answer = standInAnswer('query', [Date.now() / 1000]);
  app.post('/bare/hitPrometheus', async () => answer);
  const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/bare/hitPrometheus`;
  await loadDashboards(url, ['none'], WARM_UP_SECONDS);
  return { url, close: () => app.close() };
}

/**
 * The bare route and the console loaded in turns, `SLICES` slices each: whatever else the machine
 * does during the run weighs on both alike, so their ratio holds where two loads one after the
 * other would each meet a different machine.
 */
async function loadInTurns(bareUrl: string, url: string, tokens: string[], seconds: number): Promise<{ bare: Load; ours: Load }> {
  const bare: Load[] = [];
  const ours: Load[] = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    bare.push(await loadDashboards(bareUrl, ['none'], seconds / SLICES));
    ours.push(await loadDashboards(url, tokens, seconds / SLICES));
  }
  return { bare: mergeLoads(bare), ours: mergeLoads(ours) };
}

export async function benchDashboard(adminUrl: string): Promise<void> {
  const targets = benchDatabases(adminUrl, 'mamt-bench-dashboard');
  const standIn = await startPrometheusStandIn(LATENCY_MS);
  const seconds = PERIODS * CACHE_SECONDS;
  const problems: string[] = [];
  try {
    console.log(`\nDashboard: ${VIEWERS} viewers refreshing the ${MONITORING_QUERY_NAMES.length} figures, Prometheus stand-in +${LATENCY_MS} ms, cache ${CACHE_SECONDS} s, ${seconds} s each`);
    const bareRoute = await startBareRoute();
    for (const target of targets) {
      const { database, drop } = await target.open();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-dashboard-'));
      try {
        // The load measures the cache, not the per-user limit (six users stand for 50 viewers here).
        const config = loadConfig({
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          WEB_DIST: '/nonexistent',
          PER_USER_LIMIT_FACTOR: '100000',
          PROMETHEUS_URL: standIn.url,
          PROMETHEUS_INSTANCE: STAND_IN_INSTANCE,
          MONITORING_CACHE_SECONDS: String(CACHE_SECONDS),
        });
        await seedDemo(database.db);
        const app = await buildApp({ config, database, logger: false });
        const address = await app.listen({ host: '127.0.0.1', port: 0 });
        try {
          const tokens: string[] = [];
          for (const [cloudId, user] of ACCOUNTS) {
            const body = JSON.stringify({ cloud_id: cloudId, user, password: DEMO_PASSWORD });
            const login = await fetch(`${address}/api/v1/authLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
            tokens.push(((await login.json()) as { Token: string }).Token);
          }
          const url = `${address}/api/v1/hitPrometheus`;
          await loadDashboards(url, tokens, WARM_UP_SECONDS);
          standIn.resetCounts();
          const { bare, ours } = await loadInTurns(bareRoute.url, url, tokens, seconds);
          console.log(`  bare route (fixed answer)       ${loadLine(bare)}`);
          console.log(`  hitPrometheus on ${target.label.padEnd(14)} ${loadLine(ours)}`);
          console.log(`    / bare route                  figures/s ${(ours.perSecond / bare.perSecond).toFixed(2)}   p99 ${(bare.p99 / ours.p99).toFixed(2)} (bare p99 / ours)`);
          // The cache periods the load's requests fell in, on the server's clock (the same machine's).
          const periods = Math.floor(ours.lastSeconds / CACHE_SECONDS) - Math.floor(ours.firstSeconds / CACHE_SECONDS) + 1;
          const costs = MONITORING_QUERY_NAMES.map((name) => `${name} ${(standIn.counts[name] / periods).toFixed(2)}`);
          console.log(`    Prometheus requests per figure per cache period (${periods} periods, at most 1): ${costs.join(', ')}`);
          const over = MONITORING_QUERY_NAMES.filter((name) => standIn.counts[name] > periods);
          if (over.length > 0) problems.push(`${target.label}: more than one Prometheus request per cache period for ${over.join(', ')}`);
          if (ours.failed > 0) problems.push(`${target.label}: ${ours.failed} hitPrometheus calls failed`);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
        await drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    await bareRoute.close();
  } finally {
    await standIn.close();
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
}
