import type { Fleet } from '@mamt/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAppDevice } from '../support/device-fixtures.js';
import { forgetRegistrationReads, removeAppDevices } from '../support/fleet-fixtures.js';
import { usePlatformApp } from '../support/platform-app.js';

// Two acme domains with app devices, and a Fleet share of 2% of 100 requests a minute: two registration reads a minute.
const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '3000', NETSAPIENS_MAX_PER_MINUTE: '100', FLEET_PLATFORM_SHARE_PERCENT: '2' });

async function fleetOf(token: string): Promise<Fleet> {
  const response = await app.t.call('getFleet', {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Fleet;
}

beforeAll(async () => {
  const db = app.t.database.db;
  await removeAppDevices(db, 'acme');
  await insertAppDevice(db, { cloudId: 'acme', domain: 'acme.demo', extension: '1001', deviceName: '1001m' });
  await insertAppDevice(db, { cloudId: 'acme', domain: 'acme-branch.demo', extension: '1001', deviceName: '1001m' });
});

describe("the Fleet's share of the platform budget", () => {
  it('reads no more domains than the share allows, and says how many are still to be read', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    // Spend the share: each answer reads the two domains again once their reads are forgotten.
    app.simulator.control.resetCounters();
    for (let round = 0; round < 3; round++) {
      await forgetRegistrationReads(app.t.database.db, 'acme');
      await fleetOf(token);
    }
    expect(app.simulator.control.counters().byKey['device.read'] ?? 0).toBeLessThanOrEqual(2);
    const fleet = await fleetOf(token);
    expect(fleet.registration.pending).toBeGreaterThan(0);
    // The console's own reads still go out: the share is only the Fleet's.
    expect((await app.t.call('getUserDevices', { username: '1001@acme.demo' }, token)).statusCode).toBe(200);
  });
});
