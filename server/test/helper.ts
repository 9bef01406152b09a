import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calls, type CallDefinition, type CallName } from '@mamt/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database, Db } from '../src/db/open-db.js';
import * as schema from '../src/db/schema.js';
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
  /**
   * POST /api/v1/<name> of a call of the contract, with a JSON body and, when given, a Token header.
   * The body is not typed by the call's input: tests of validation send wrong types and leave fields
   * out on purpose. A 2xx answer is checked against the call's output schema (checkedAnswer below).
   */
  call: (name: CallName, body?: unknown, token?: string) => Promise<LightMyRequestResponse>;
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

/**
 * Throws, naming the call and what is wrong, when a 2xx answer of `name` is not what the call's output
 * schema describes; other answers, and calls answering XML or passing the platform's rows through
 * unchecked (outputCheck 'passThrough'), are not checked.
 */
function checkedAnswer(name: CallName, response: LightMyRequestResponse): LightMyRequestResponse {
  const call: CallDefinition = calls[name];
  if (response.statusCode < 200 || response.statusCode > 299 || call.answer === 'xml' || call.outputCheck === 'passThrough') return response;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`${name} answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`);
  }
  const checked = call.output.safeParse(body);
  if (!checked.success) {
    const { issues } = checked.error;
    const shown = z.prettifyError(new z.ZodError(issues.slice(0, 10))) + (issues.length > 10 ? `\n… and ${issues.length - 10} more` : '');
    throw new Error(`${name} answered ${response.statusCode} with a body its output schema refuses:\n${shown}\nbody: ${response.body.slice(0, 500)}`);
  }
  return response;
}

/** The same database, with every statement the app sends through Drizzle also handed to `onQuery`. */
export function withQueryLog(database: Database, onQuery: (sql: string) => void): Database {
  const logger = { logQuery: (query: string) => onQuery(query) };
  const db = database.kind === 'postgres' ? drizzlePg(database.pool, { schema, logger }) : drizzlePglite(database.client, { schema, logger });
  return { ...database, db: db as unknown as Db };
}

export type TestAppOptions = {
  /** Sees the SQL of every statement sent through `database.db`, the app's and the test's (not the job queue's). */
  onQuery?: (sql: string) => void;
  /** false: the app stores jobs but works none, so a test sees what a call stored before any worker ran. */
  workJobs?: boolean;
};

/** `call` and `login` through `inject` into `app`. */
function callsOf(app: FastifyInstance): Pick<TestApp, 'call' | 'login'> {
  const call: TestApp['call'] = async (name, body = {}, token) =>
    checkedAnswer(
      name,
      await app.inject({
        method: 'POST',
        url: `/api/v1/${name}`,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        payload: JSON.stringify(body),
      }),
    );
  return {
    call,
    async login(cloudId, user, password = DEMO_PASSWORD) {
      const response = await call('authLogin', { cloud_id: cloudId, user, password });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${cloudId}/${user} failed: ${response.body}`);
      return (response.json() as { Token: string }).Token;
    },
  };
}

/**
 * The server started again on the database of `t`, whose app the test closed first (as a restart
 * does: its workers stopped, its jobs left in the database). Closing it closes this app only;
 * `t.close()` still closes the database.
 */
export async function restartTestApp(t: TestApp, { workJobs = true, config: changed = {} }: Pick<TestAppOptions, 'workJobs'> & { config?: Partial<Config> } = {}): Promise<TestApp> {
  const config = { ...t.config, ...changed };
  const app = await buildApp({ config, database: t.database, logger: false, workJobs });
  await app.ready();
  return { app, database: t.database, config, ...callsOf(app), close: () => app.close() };
}

/** A freshly built app on a migrated database seeded with the demo data; close it after the file. */
export async function buildTestApp(
  env: Record<string, string> = {},
  logStream?: { write: (line: string) => void },
  { onQuery, workJobs = true }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    // A periodic platform read in the middle of a test would disturb its request counts and faults;
    // the tests of the periodic resync turn it on.
    REGION_SYNC_SECONDS: '0',
    ...env,
  });
  const opened = await openTestDatabase();
  const { dropDatabase } = opened;
  const database = onQuery ? withQueryLog(opened.database, onQuery) : opened.database;
  await seedDemo(database.db);
  // As the start does (seed-on-start.ts): acme's placeholder mail server would reach no one.
  if (config.SMTP_URL) await pointDemoWhiteLabelMailAt(database.db, secretBoxFor(config), config.SMTP_URL);
  const app = await buildApp({ config, database, logger: logStream ? { level: 'debug', stream: logStream } : false, workJobs });
  await app.ready();

  return {
    app,
    database,
    config,
    ...callsOf(app),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
