import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Database } from '../../src/db/open-db.js';
import { createRequestBudgets } from '../../src/integrations/netsapiens/request-budget.js';
import { AppError } from '../../src/lib/app-error.js';
import { seedDemoConnections } from '../../src/db/seed/seed-demo-connections.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp } from '../helper.js';
import { openScratchPostgres } from '../support/scratch-postgres.js';
import { acmeClient, expectBackOffAfterBlock, useSimulator } from '../support/simulator.js';

let database: Database;
let drop = async () => {};
const platform = useSimulator();

beforeAll(async () => {
  if (process.env.TEST_DB_KIND === 'postgres' && process.env.TEST_DATABASE_URL) {
    ({ database, drop } = await openScratchPostgres(process.env.TEST_DATABASE_URL, 'mamt_budget'));
  } else {
    database = await openDb({ kind: 'pglite' });
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('the platform request budget', () => {
  it('is one budget for every process that shares the database', async () => {
    const first = createRequestBudgets(database.db, 3).forConnection(1);
    const second = createRequestBudgets(database.db, 3).forConnection(1);
    expect([await first.take(), await second.take(), await first.take()]).toEqual([0, 0, 0]);
    expect(await second.take()).toBeGreaterThan(0);
    expect(await first.take()).toBeGreaterThan(0);
    expect(await createRequestBudgets(database.db, 3).forConnection(2).take()).toBe(0);
  });

  it('counts the part of the previous minute that is still inside the sliding minute', async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 50);
    const budget = createRequestBudgets(database.db, 4, () => now).forConnection(3);
    for (let i = 0; i < 4; i++) expect(await budget.take()).toBe(0);
    now = Date.UTC(2026, 0, 1, 12, 1, 15); // a quarter into the next minute: 3 of the 4 still count
    expect(await budget.take()).toBe(0);
    expect(await budget.take()).toBeGreaterThan(0);
    now = Date.UTC(2026, 0, 1, 12, 1, 50); // now only 4 * 1/6 of them count
    expect(await budget.take()).toBe(0);
  });

  it('answers 429 at once when spent, without sending the request', async () => {
    platform.simulator.control.resetCounters();
    const client = acmeClient(platform.url, { cacheTtlMs: 0, budget: createRequestBudgets(database.db, 3).forConnection(4) });
    await client.read('domain');
    await client.read('domain');
    const started = Date.now();
    const refused = await client.read('domain').catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);
    expect((refused as AppError).message).toMatch(/^This tenant has used up its NetSapiens request budget for the minute\. Please try again in \d+ seconds?\.$/);
    expect(platform.simulator.control.counters().total).toBe(3);
  });

  it('doubles the back-off up to a minute whichever process is pushed back, and starts afresh after a long calm', async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const clock = () => now;
    const [first, second] = [createRequestBudgets(database.db, 100, clock).backoffFor(6), createRequestBudgets(database.db, 100, clock).backoffFor(6)];
    const steps = [await first.pushedBack(), await second.pushedBack(), await first.pushedBack()];
    expect(steps).toEqual([1000, 2000, 4000]);
    expect(await second.remaining()).toBe(4000);
    for (let i = 0; i < 6; i++) await second.pushedBack();
    expect(await first.pushedBack()).toBe(60_000);
    now += 60_000 + 60_001;
    expect(await second.remaining()).toBe(0);
    expect(await second.pushedBack()).toBe(1000);
  });

  it('holds off every process once the platform pushed back on one, and lets go after a success', async () => {
    platform.simulator.control.clearFaults();
    // The budgets' clock, moved on past the back-off rather than waited out.
    let now = Date.now();
    const budgets = createRequestBudgets(database.db, 1000, () => now);
    const clientOf = () => acmeClient(platform.url, { cacheTtlMs: 0, budget: budgets.forConnection(5), backoff: budgets.backoffFor(5) });
    const [first, second] = [clientOf(), clientOf()];
    await first.read('domain');
    await second.read('domain');
    const sent = await expectBackOffAfterBlock(platform.simulator, first, second);

    platform.simulator.control.clearFaults();
    now += 1100;
    await second.read('domain');
    await first.read('domain');
    expect(platform.simulator.control.counters().total).toBe(sent + 2);
  });

  it('is what the platform proxy of a tenant draws on: a spent budget answers 429 with the reason', async () => {
    const t = await buildTestApp({ NETSAPIENS_MAX_PER_MINUTE: '3', NETSAPIENS_CACHE_SECONDS: '0' });
    try {
      await seedDemoConnections(t.database.db, secretBoxFor(t.config), platform.url);
      const globex = await t.login('globex', 'globex-admin');
      const read = (token: string) =>
        t.app.inject({ method: 'POST', url: '/api/mamt/ns-api?format=json&object=domain&action=read', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      // The token grant and two reads fill the budget of 3.
      const statuses = [(await read(globex)).statusCode, (await read(globex)).statusCode];
      const spent = await read(globex);
      expect([...statuses, spent.statusCode]).toEqual([200, 200, 429]);
      expect(spent.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/request budget for the minute/) });
      // Another tenant's connection has a budget of its own.
      expect((await read(await t.login('acme', 'acme-admin'))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
