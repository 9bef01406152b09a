import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobQueue } from '../../src/jobs/pg-boss-queue.js';
import type { JobQueue } from '../../src/jobs/job-queue.js';
import type { Logger } from '../../src/lib/logger.js';
import { buildTestApp, type TestApp } from '../helper.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as unknown as Logger;
const QUEUE = 'batch-probe';

let t: TestApp;
let jobs: JobQueue;
const runs: string[] = [];
const gaveUp: string[] = [];
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  t = await buildTestApp();
  jobs = createJobQueue(t.database, quiet);
  jobs.define<{ name: string; fails?: boolean; holds?: boolean }>({
    name: QUEUE,
    retry: { retryLimit: 1, retryDelaySeconds: 1, backoff: false },
    concurrency: 1,
    batch: 3,
    run: async ({ name, fails, holds }) => {
      runs.push(name);
      if (holds) await held;
      if (fails) throw new Error(`${name} failed`);
    },
    onGaveUp: async ({ name }) => void gaveUp.push(name),
  });
  await jobs.start();
});
afterAll(async () => {
  release();
  await jobs.stop();
  await t.close();
});

const statesOf = async () =>
  Object.fromEntries(
    ((await t.database.db.execute(sql`select data->>'name' as name, state from pgboss.job where name = ${QUEUE}`)) as unknown as { rows: Array<{ name: string; state: string }> }).rows.map(
      (row) => [row.name, row.state],
    ),
  );

describe('jobs fetched in batches', () => {
  it('works the jobs of a batch side by side, and fails and retries one alone', async () => {
    await jobs.sendMany(QUEUE, [{ name: 'a' }, { name: 'b', fails: true }, { name: 'c', holds: true }]);
    // Side by side: the first two ran while the third was still held.
    await vi.waitFor(() => expect([...runs].sort()).toEqual(['a', 'b', 'c']), { timeout: 10_000, interval: 50 });
    expect(await statesOf()).toMatchObject({ a: 'active', c: 'active' });
    release();
    await vi.waitFor(async () => expect(await statesOf()).toEqual({ a: 'completed', b: 'failed', c: 'completed' }), { timeout: 15_000, interval: 100 });
    // The failed job alone was tried again, and given up on once.
    expect(runs.filter((name) => name === 'b')).toHaveLength(2);
    expect(runs.filter((name) => name !== 'b').sort()).toEqual(['a', 'c']);
    expect(gaveUp).toEqual(['b']);
  });
});
