/**
 * The platform proxy reading the 2,000 users of bigcorp.demo from the simulator with 50 ms added
 * latency: one cold read, then warm reads under 50 concurrent connections, and what they cost the
 * platform in requests. Part of `npm run bench`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createSimulator } from '@mamt/netsapiens-simulator';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/open-db.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { seedDemoConnections } from '../src/db/seed/seed-demo-connections.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { secretBoxFor } from '../src/lib/secret-box.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchProxy(): Promise<void> {
  const simulator = createSimulator();
  const simulatorUrl = await simulator.listen(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-proxy-'));
  // The warm run measures the cache, not the per-user limit (one user here stands for many people).
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', PER_USER_LIMIT_FACTOR: '1000' });
  const database = await openDb({ kind: 'pglite' });
  await seedDemo(database.db);
  await seedDemoConnections(database.db, secretBoxFor(config), simulatorUrl);
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${address}/api/v1/authLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cloud_id: 'bigcorp', user: 'bigcorp-admin', password: DEMO_PASSWORD }),
    });
    const { Token } = (await login.json()) as { Token: string };
    const request = {
      url: `${address}/api/mamt/ns-api?format=json&object=subscriber&action=read`,
      method: 'POST' as const,
      headers: { token: Token, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'domain=bigcorp.demo&fields=user,first_name,last_name,email',
    };
    simulator.control.setFaults({ latencyMs: 50 });
    simulator.control.resetCounters();

    const started = performance.now();
    const cold = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
    const rows = ((await cold.json()) as unknown[]).length;
    const coldMs = performance.now() - started;
    const coldCost = simulator.control.counters().total;

    simulator.control.resetCounters();
    const warm = await autocannon({ ...request, connections: 50, duration: DURATION_S });
    const warmCost = simulator.control.counters().total;
    console.log(`\nProxy: ${rows} users of bigcorp.demo, simulator +50 ms per request`);
    console.log(`  cold read                     ${coldMs.toFixed(0)} ms, ${coldCost} platform requests (token, domains, users)`);
    console.log(
      `  warm, 50 connections          ${warm.requests.average.toFixed(0)} req/s   p99 ${warm.latency.p99} ms   (${warm.requests.total} requests, ${warm.non2xx + warm.errors} failed, ${warmCost} platform requests)`,
    );
  } finally {
    await app.close();
    await database.close();
    await simulator.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
