import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { createSimulator } from '@mamt/netsapiens-simulator';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedDemoConnections } from '../src/db/seed/seed-demo-connections.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { secretBoxFor } from '../src/lib/secret-box.js';
import { openScratchPostgres } from '../test/support/scratch-postgres.js';
import { startBareProvisioning } from './bare-provisioning.js';
import { buildStormDevices, insertStormDevices, simulatorSeedWith } from './storm-devices.js';
import { storm } from './storm-load.js';

import pg from 'pg';
const QCOUNT = new Map<string, number>();
const origQuery = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (this: unknown, ...args: any[]) { const q = args[0]; const key = typeof q === 'string' ? q.slice(0, 60) : (q?.name ?? q?.text?.slice(0, 60)); QCOUNT.set(key, (QCOUNT.get(key) ?? 0) + 1); return (origQuery as any).apply(this, args); };
const pgCpu = () => Number(execSync(`ps -C postgres -o cputime= | awk -F: '{s+=$1*3600+$2*60+$3} END {print s}'`).toString());
const devices = buildStormDevices('bigcorp.demo', 10000);
const simulator = createSimulator({ seed: simulatorSeedWith('bigcorp.demo', devices) });
const simulatorUrl = await simulator.listen(0);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-storm-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', PER_USER_LIMIT_FACTOR: '1000' });
const { database, drop } = await openScratchPostgres('postgres://postgres@127.0.0.1:5432/test', 'mamt_storm');
await seedDemo(database.db);
const secrets = secretBoxFor(config);
await seedDemoConnections(database.db, secrets, simulatorUrl);
await insertStormDevices(database.db, secrets, 'bigcorp', 'bigcorp.demo', devices);
const app = await buildApp({ config, database, logger: false });
const ours = `${await app.listen({ host: '127.0.0.1', port: 0 })}/provisioning/account`;
const bare = await startBareProvisioning(database);
const which = process.env.WHICH ?? 'ours';
const url = which === 'ours' ? ours : bare.url;
await storm(url, 'bigcorp', devices, 50, 2);
const session = new Session(); session.connect(); await session.post('Profiler.enable'); if (process.env.PROF) await session.post('Profiler.start');
QCOUNT.clear();
for (const c of [50, 200]) {
  const cpu0 = process.cpuUsage(); const pg0 = pgCpu(); const t0 = Date.now();
  const r = await storm(url, 'bigcorp', devices, c, 6);
  const cpu = process.cpuUsage(cpu0); const secs = (Date.now() - t0) / 1000; const pg = pgCpu() - pg0;
  console.log(which, c, r.line, `node cpu ${((cpu.user + cpu.system) / 1e6 / r.ok * 1e6).toFixed(0)} us/req, pg cpu ${(pg / r.ok * 1e6).toFixed(0)} us/req (${secs}s)`);
}
console.log([...QCOUNT.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12));
if (process.env.PROF) { const { profile } = await session.post('Profiler.stop'); fs.writeFileSync(process.env.PROF, JSON.stringify(profile)); }
await bare.close(); await app.close(); await database.close(); await drop(); await simulator.close();
