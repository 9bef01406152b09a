import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/open-db.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { pointDemoWhiteLabelMailAt } from '../src/db/seed/seed-demo-white-label.js';
import { secretBoxFor } from '../src/lib/secret-box.js';
import { openSeededPglite } from './support/pglite-databases.js';
import { openScratchPostgres } from './support/scratch-postgres.js';

export { DEMO_PASSWORD };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** POST /api/v1/<name> with a JSON body and, when given, a Token header. */
  call: (name: string, body?: unknown, token?: string) => Promise<LightMyRequestResponse>;
  login: (cloudId: string, user: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The database of one test file, migrated and seeded with the demo data: on PGlite the worker's
 * PGlite put back as seeded (pglite-databases.ts); on PostgreSQL a copy of the run's template
 * database (postgres-template.ts), dropped after the file.
 */
async function openTestDatabase(): Promise<{ database: Database; dropDatabase: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !adminUrl) {
    return { database: await openSeededPglite(), dropDatabase: async () => {} };
  }
  const { database, drop } = await openScratchPostgres(adminUrl, 'mamt_test', { template: inject('postgresTemplate') });
  return { database, dropDatabase: drop };
}

/** A freshly built app on a migrated database seeded with the demo data; close it after the file. */
export async function buildTestApp(env: Record<string, string> = {}, logStream?: { write: (line: string) => void }): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', ...env });
  const { database, dropDatabase } = await openTestDatabase();
  await seedDemo(database.db);
  // As the start does (seed-on-start.ts): acme's placeholder mail server would reach no one.
  if (config.SMTP_URL) await pointDemoWhiteLabelMailAt(database.db, secretBoxFor(config), config.SMTP_URL);
  const app = await buildApp({ config, database, logger: logStream ? { level: 'debug', stream: logStream } : false });
  await app.ready();

  const call: TestApp['call'] = (name, body = {}, token) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/${name}`,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      payload: JSON.stringify(body),
    });

  return {
    app,
    database,
    config,
    call,
    async login(cloudId, user, password = DEMO_PASSWORD) {
      const response = await call('authLogin', { cloud_id: cloudId, user, password });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${cloudId}/${user} failed: ${response.body}`);
      return (response.json() as { Token: string }).Token;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
