/**
 * The re-provisioning storm (issue 8, Performance): 10,000 provisioned app installations of
 * bigcorp.demo on PostgreSQL, the platform simulator at +50 ms a request, and every app
 * re-provisioning at once, at 50 and then 200 connections. The same devices are also served by a
 * bare Fastify handler (one indexed lookup, a fixed Account XML) and our figures are printed as a
 * ratio of it (the two stormed in turns, by a load generator in a process of its own as the apps
 * are: storm-generator.ts), with what the storm cost the platform in requests per 1,000 re-provisions.
 * Part of `npm run bench` (`BENCH_ONLY=storm` runs it alone).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSimulator } from '@mamt/netsapiens-simulator';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedDemoConnections } from '../src/db/seed/seed-demo-connections.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { secretBoxFor } from '../src/lib/secret-box.js';
import { openScratchPostgres } from '../test/support/scratch-postgres.js';
import { startBareProvisioning } from './bare-provisioning.js';
import { buildStormDevices, insertStormDevices, simulatorSeedWith } from '../test/support/storm-devices.js';
import { probeProvisioning, storm, stormInTurns } from './storm-load.js';

const TENANT = 'bigcorp';
const DOMAIN = 'bigcorp.demo';
const DEVICES = 10_000;
const CONNECTIONS = [50, 200];
const WARM_UP_S = 2;

export async function benchProvisioningStorm(adminUrl: string): Promise<void> {
  const devices = buildStormDevices(DOMAIN, DEVICES);
  const simulator = createSimulator({ seed: simulatorSeedWith(DOMAIN, devices) });
  const simulatorUrl = await simulator.listen(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-storm-'));
  // The storm comes from one address: limits meant for people would measure themselves, not the service.
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', PER_USER_LIMIT_FACTOR: '1000' });
  const { database, drop } = await openScratchPostgres(adminUrl, 'mamt_storm');
  let app: FastifyInstance | undefined;
  let bare: Awaited<ReturnType<typeof startBareProvisioning>> | undefined;
  try {
    await seedDemo(database.db);
    const secrets = secretBoxFor(config);
    await seedDemoConnections(database.db, secrets, simulatorUrl);
    await insertStormDevices(database.db, secrets, TENANT, DOMAIN, devices);
    app = await buildApp({ config, database, logger: false });
    const ours = `${await app.listen({ host: '127.0.0.1', port: 0 })}/provisioning/account`;
    bare = await startBareProvisioning(database);
    simulator.control.setFaults({ latencyMs: 50 });

    console.log(`\nRe-provisioning storm: ${DEVICES} app devices of ${DOMAIN} on PostgreSQL, simulator +50 ms per request`);
    // Each server first warms up (JIT, pooled connections, caches) so that neither pays it in its figures.
    await storm(bare.url, TENANT, devices, CONNECTIONS[0] as number, WARM_UP_S);
    await probeProvisioning(ours, TENANT, devices[0] as (typeof devices)[number]);
    await storm(ours, TENANT, devices, CONNECTIONS[0] as number, WARM_UP_S);
    for (const connections of CONNECTIONS) {
      // Counted from after the warm-up: the platform requests of a running service, not of its first minute.
      let platformRequests = 0;
      const counted = async <T>(run: () => Promise<T>) => {
        const before = simulator.control.counters().total;
        const result = await run();
        platformRequests += simulator.control.counters().total - before;
        return result;
      };
      const { bare: base, ours: result } = await stormInTurns(bare.url, ours, TENANT, devices, connections, counted);
      const perThousand = result.ok ? ((platformRequests * 1000) / result.ok).toFixed(1) : 'n/a';
      console.log(`  bare handler,  ${String(connections).padStart(3)} connections  ${base.line}`);
      console.log(`  provisioning,  ${String(connections).padStart(3)} connections  ${result.line}`);
      console.log(`    platform requests per 1,000 re-provisions  ${perThousand} (${platformRequests} for ${result.ok} answered)`);
      console.log(
        `    ours / bare handler  req/s ${(result.perSecond / base.perSecond).toFixed(2)}   p99 ${(base.p99 / Math.max(result.p99, 1)).toFixed(2)} (bare p99 / ours, worst slice each; 1 = as fast)`,
      );
    }
  } finally {
    await bare?.close();
    await app?.close();
    await database.close();
    await drop();
    await simulator.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
