/**
 * The bulk bench's stack, each part a process of its own as in production: the server (started as
 * `npm start` starts it, on the embedded default or on PostgreSQL), the platform simulator with
 * BULK_USERS users and BULK_DEVICES provisioned app devices in bigcorp.demo, and a counting mail server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { openPostgres, type Database } from '../src/db/open-db.js';
import { openProductDatabase } from '../src/db/open-product-db.js';
import { seedDemoConnections } from '../src/db/seed/seed-demo-connections.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { secretBoxFor } from '../src/lib/secret-box.js';
import { freePort } from '../src/lib/processes.js';
import { createScratchDatabase } from '../test/support/scratch-postgres.js';
import { BULK_DEVICES, BULK_DOMAIN, BULK_TENANT, BULK_USERS } from './bulk-targets.js';
import { buildStormDevices, insertStormDevices } from '../test/support/storm-devices.js';

export type BulkStack = { url: string; simulatorUrl: string; mailCounts: () => Promise<number>; stop: () => Promise<void> };

const benchDir = import.meta.dirname;
const serverDir = path.resolve(benchDir, '..');

function tsx(script: string, args: string[], env: NodeJS.ProcessEnv, log: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', log] });
}

const firstLine = (child: ChildProcess, name: string) =>
  new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim().split('\n')[0] ?? ''));
    child.once('exit', (code) => reject(new Error(`${name} stopped (${code}): see server/bench/bulk.log`)));
  });

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server stopped: see server/bench/bulk.log');
    if (await fetch(`${url}/readyz`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server was not ready within 120 s: see server/bench/bulk.log');
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Seeds the demo, bigcorp's platform connection and its provisioned devices, then closes the database. */
async function prepare(database: Database, dataDir: string, secretKey: string, simulatorUrl: string, devices: ReturnType<typeof buildStormDevices>): Promise<void> {
  try {
    const secrets = secretBoxFor(loadConfig({ DATA_DIR: dataDir, APP_SECRET_KEY: secretKey }));
    await seedDemo(database.db);
    await seedDemoConnections(database.db, secrets, simulatorUrl);
    await insertStormDevices(database.db, secrets, BULK_TENANT, BULK_DOMAIN, devices);
  } finally {
    await database.close();
  }
}

export async function startBulkStack(target: 'embedded' | 'PostgreSQL', adminUrl: string): Promise<BulkStack> {
  const log = fs.openSync(path.join(benchDir, 'bulk.log'), 'a');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-bulk-'));
  const secretKey = randomBytes(32).toString('hex');
  const devices = buildStormDevices(BULK_DOMAIN, BULK_DEVICES);
  const devicesFile = path.join(dataDir, 'devices.json');
  fs.writeFileSync(devicesFile, JSON.stringify(devices));
  const children: ChildProcess[] = [];
  const scratch = target === 'PostgreSQL' ? await createScratchDatabase(adminUrl, 'mamt_bench_bulk') : undefined;
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.closeSync(log);
  };
  try {
    const simulator = tsx(path.join(benchDir, 'bulk-simulator.ts'), [], { BULK_USERS: String(BULK_USERS), BULK_DEVICES: devicesFile }, log);
    children.push(simulator);
    const simulatorUrl = await firstLine(simulator, 'the simulator');
    const smtpPort = await freePort();
    const sink = tsx(path.join(benchDir, 'counting-sink.ts'), [String(smtpPort)], {}, log);
    children.push(sink);
    await firstLine(sink, 'the mail server');

    await prepare(scratch ? await openPostgres(scratch.url) : await openProductDatabase({ dataDir }), dataDir, secretKey, simulatorUrl, devices);
    const port = await freePort();
    const server = tsx(path.join(serverDir, 'src', 'main.ts'), [], {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      APP_SECRET_KEY: secretKey,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The bulk work at full speed: the platform's budget is not what is measured here.
      NETSAPIENS_MAX_PER_MINUTE: '1000000',
      PER_USER_LIMIT_FACTOR: '1000',
    }, log);
    children.push(server);
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, server);
    const mailCounts = async () => ((await (await fetch(`http://127.0.0.1:${smtpPort + 1}/`)).json()) as { messages: number }).messages;
    return { url, simulatorUrl, mailCounts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
