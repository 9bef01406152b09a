import { describe, expect, it } from 'vitest';
import { listenForNotices } from '../../src/db/notices.js';
import { openDb } from '../../src/db/open-db.js';
import { createScratchDatabase } from '../support/scratch-postgres.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const CHANNEL = 'test_notices';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function recorder() {
  const notices: string[] = [];
  const states: boolean[] = [];
  return { notices, states, handlers: { notice: (payload: string) => void notices.push(payload), live: (live: boolean) => void states.push(live) } };
}

describe.skipIf(!adminUrl)('database notices on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  it('catches up in commit order, says at once when its connection is lost, and listens again', async () => {
    const { url, drop } = await createScratchDatabase(adminUrl!, 'mamt_notices');
    const database = await openDb({ kind: 'postgres', url });
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { notices, states, handlers } = recorder();
    const listener = listenForNotices(database, CHANNEL, handlers, quiet);
    const notify = (payload: string) => database.pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    try {
      await listener.start();
      expect(states).toEqual([true]);
      await notify('one');
      await notify('two');
      await listener.caughtUp();
      expect(notices).toEqual(['one', 'two']);

      await database.pool.query(`select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = current_database() and application_name = $1`, [`mamt ${CHANNEL}`]);
      await expect.poll(() => states.at(-1)).toBe(false);
      await expect.poll(() => states.at(-1), { timeout: 5000 }).toBe(true);
      await notify('three');
      await listener.caughtUp();
      expect(notices).toEqual(['one', 'two', 'three']);

      await listener.stop();
      expect(states.at(-1)).toBe(false);
    } finally {
      await listener.stop();
      await database.close();
      await drop();
    }
  });
});
