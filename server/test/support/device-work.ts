/** Runs of Reprovisioning and Device Sync as the console follows them, and what the tests fill them with. */
import { randomBytes } from 'node:crypto';
import { isAppDeviceOf, type TDeviceWorkRun } from '@mamt/contract';
import type { Seed } from '@mamt/netsapiens-simulator';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/open-db.js';
import { appDevices, deviceWorkPieces } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import type { TestApp } from '../helper.js';

type Where = { domain: string; cloud_id?: string };

/** What the Device work panel shows for a domain. */
export async function deviceWorkRuns(t: TestApp, token: string, where: Where): Promise<TDeviceWorkRun[]> {
  const response = await t.call('getDeviceWorkRuns', where, token);
  if (response.statusCode !== 200) throw new Error(`getDeviceWorkRuns answered ${response.statusCode}: ${response.body}`);
  return response.json() as TDeviceWorkRun[];
}

/**
 * The run once it is done or failed, as the progress call answers it (failing the test after `timeout`
 * ms). The answer that showed it settled is the one returned: asking again could meet the platform
 * refusing (a test's faults, the client's back-off after them), as the call checks the domain there.
 * Asked twice a second (the console asks every 2 s), so that a slow machine's long wait does not spend the
 * tenant's platform budget on the asking.
 */
export async function settledRun(t: TestApp, token: string, where: Where, runId: number, timeout = 45_000): Promise<TDeviceWorkRun> {
  let run: TDeviceWorkRun | undefined;
  await expect
    .poll(
      async () => {
        run = (await deviceWorkRuns(t, token, where)).find((each) => each.id === runId);
        return run?.state;
      },
      { timeout, interval: 500 },
    )
    .toMatch(/^(done|failed)$/);
  if (!run) throw new Error(`run ${runId} is not among the runs of ${where.domain}`);
  return run;
}

/** The pieces a run was cut into, in order: each one's domain and devices. */
export const piecesOfRun = (db: Db, runId: number) =>
  db.select({ domain: deviceWorkPieces.domain, devices: deviceWorkPieces.devices, outcome: deviceWorkPieces.outcome }).from(deviceWorkPieces).where(eq(deviceWorkPieces.runId, runId)).orderBy(asc(deviceWorkPieces.piece));

/** The app devices the platform simulator's seed has in a domain (its users' extension plus an app suffix). */
export const seededAppDevices = (seed: Seed, domain: string) =>
  seed.device.filter((row) => row.subscriber_domain === domain && isAppDeviceOf(row.subscriber_name ?? '', row.aor_user ?? '')).map((row) => row.aor_user ?? '');

/** `count` app devices we serve in a domain, in one insert: users 5000 and up, one Android phone each. */
export async function insertManyAppDevices(db: Db, where: { cloudId: string; domain: string }, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const extension = String(5000 + index);
    return {
      ...where,
      extension,
      deviceName: `${extension}m`,
      subscriberLogin: `${extension}@${where.domain}`,
      platform: 'android',
      cloudPasswordHash: hashToken(randomBytes(32).toString('base64url')),
      sipPasswordSealed: 'sealed-for-test',
    };
  });
  await db.insert(appDevices).values(rows);
}
