import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Database } from '../../src/db/open-db.js';
import { throttleCounters } from '../../src/db/schema.js';
import { createThrottle } from '../../src/lib/login-throttle.js';

let database: Database;
beforeAll(async () => {
  database = await openDb({ kind: 'pglite' });
});
afterAll(() => database.close());

const rule = { max: 2, windowMs: 60_000, lockMs: 10_000 };

describe('throttle kept in the database', () => {
  it('locks a key at the limit and lets it go after the lock time', async () => {
    let now = 1_000_000;
    const throttle = createThrottle(database.db, () => now);
    await throttle.hit('acme/ann', rule);
    expect(await throttle.retryAfter(['acme/ann'])).toBe(0);
    await throttle.hit('acme/ann', rule);
    expect(await throttle.retryAfter(['acme/ann', 'other'])).toBe(10_000);
    now += 10_001;
    expect(await throttle.retryAfter(['acme/ann'])).toBe(0);
  });

  it('starts counting afresh once the window has passed', async () => {
    let now = 2_000_000;
    const throttle = createThrottle(database.db, () => now);
    await throttle.hit('acme/bob', rule);
    now += 60_001;
    await throttle.hit('acme/bob', rule);
    expect(await throttle.retryAfter(['acme/bob'])).toBe(0);
  });

  it('counts hits made at the same moment by different processes', async () => {
    const first = createThrottle(database.db);
    const second = createThrottle(database.db);
    await Promise.all([first.hit('acme/cid', rule), second.hit('acme/cid', rule)]);
    expect(await first.retryAfter(['acme/cid'])).toBeGreaterThan(0);
  });

  it('forgets a key on success, and purges old counters but not running locks', async () => {
    let now = 3_000_000;
    const throttle = createThrottle(database.db, () => now);
    await throttle.hit('acme/dee', rule);
    await throttle.clear('acme/dee');
    await throttle.hit('acme/eve', { ...rule, max: 1, lockMs: 3_600_000 });
    await throttle.hit('acme/fay', rule);
    now += 120_000;
    await throttle.purge(new Date(now - 60_000));
    const left = (await database.db.select().from(throttleCounters)).map((row) => row.key);
    expect(left).toContain('acme/eve');
    expect(left).not.toContain('acme/dee');
    expect(left).not.toContain('acme/fay');
  });
});
