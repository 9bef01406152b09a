/**
 * The server on the embedded default and on PostgreSQL (bench-databases.ts), each with 10,000 console users in one tenant, under 50
 * concurrent connections (autocannon) for authLogin and userSummary. The first userSummary page is
 * also served by a bare Fastify + driver route on the same database, and our figures are printed as
 * a ratio of it (1 = as fast as the bare route; the target is 0.5 or more).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { startBareUserPage } from './bare-user-page.js';
import { benchDatabases } from './bench-databases.js';
import { addBulkUsers } from './bulk-users.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TENANT = 'bigcorp';

type Load = { perSecond: number; p99: number; line: string };

async function load(url: string, body: object, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    line: `${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   (${result.requests.total} requests, ${failures} failed)`,
  };
}

export async function benchConsoleUsers(adminUrl: string): Promise<void> {
  for (const target of benchDatabases(adminUrl, 'mamt-bench-users')) {
    const { database, drop } = await target.open();
    try {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-files-'));
      const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' });
      await seedDemo(database.db);
      const added = await addBulkUsers(database.db, TENANT, 10_000);
      const app = await buildApp({ config, database, logger: false });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const login = { cloud_id: TENANT, user: `${TENANT}-admin`, password: DEMO_PASSWORD };
      const token = ((await (await fetch(`${address}/api/v1/authLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) })).json()) as { Token: string }).Token;

      console.log(`\n${target.label}: ${added + 1} console users in ${TENANT}, ${CONNECTIONS} connections, ${DURATION_S} s each`);
      const firstPage = { page: 1, page_size: 10 };
      const bareServer = await startBareUserPage(database, TENANT);
      const bare = await load(bareServer.url, firstPage);
      await bareServer.close();
      console.log(`  bare route (page 1 of 10)     ${bare.line}`);
      // Right after the bare route, before sign-in's argon2 load, so that both see the same machine.
      const ours = await load(`${address}/api/v1/userSummary`, firstPage, { token });
      console.log(`  userSummary (page 1 of 10)    ${ours.line}`);
      console.log(
        `  userSummary / bare route      req/s ${(ours.perSecond / bare.perSecond).toFixed(2)}   p99 ${(bare.p99 / ours.p99).toFixed(2)} (bare p99 / ours; 1 = as fast, target >= 0.5)`,
      );
      console.log(`  authLogin                     ${(await load(`${address}/api/v1/authLogin`, login)).line}`);
      console.log(`  userSummary (page 500)        ${(await load(`${address}/api/v1/userSummary`, { page: 500, page_size: 20 }, { token })).line}`);
      console.log(`  userSummary (search "smith")  ${(await load(`${address}/api/v1/userSummary`, { search: 'smith', page_size: 30 }, { token })).line}`);
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    } finally {
      await database.close();
      await drop();
    }
  }
}
