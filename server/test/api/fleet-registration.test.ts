import type { Fleet } from '@mamt/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAppDevice } from '../support/device-fixtures.js';
import { forgetRegistrationReads, removeAppDevices } from '../support/fleet-fixtures.js';
import { usePlatformApp } from '../support/platform-app.js';

const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '3000', FLEET_PLATFORM_SHARE_PERCENT: '100' });
const ACME = { cloudId: 'acme', domain: 'acme.demo' };
const BRANCH = { cloudId: 'acme', domain: 'acme-branch.demo' };

async function fleetOf(token: string): Promise<Fleet> {
  const response = await app.t.call('getFleet', {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Fleet;
}

/** An acme.demo device as the Fleet's lists show it. */
const deviceOf = async (token: string, device: string) =>
  ((await app.t.call('listFleetDevices', { list: 'installed', domain: 'acme.demo', page_size: 100 }, token)).json().rows as Array<{ device: string; core: string; registration_error: string; registration_expires_at: string | null }>).find(
    (row) => row.device === device,
  );

beforeAll(async () => {
  const db = app.t.database.db;
  await removeAppDevices(db, 'acme');
  await insertAppDevice(db, { ...ACME, extension: '1001', deviceName: '1001m' });
  await insertAppDevice(db, { ...ACME, extension: '1007', deviceName: '1007m' });
  await insertAppDevice(db, { ...BRANCH, extension: '1001', deviceName: '1001m' });
});

describe('registration as the platform tells it over time', () => {
  it('a refused registration shows the registrar\'s words; a lapsed one stops counting as registered', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    expect(app.simulator.control.registerDevice('acme.demo', '1007m', 'core1-tor', '401 Unauthorized: wrong password for 1007m@acme.demo')).toBe(true);
    await forgetRegistrationReads(app.t.database.db, 'acme');
    // The Fleet's answer reads the platform; its lists show what was read.
    await fleetOf(token);
    expect((await deviceOf(token, '1007m'))?.registration_error).toBe('401 Unauthorized: wrong password for 1007m@acme.demo');

    // Hours later, 1001m's phone is gone: its registration lapsed on the platform.
    expect(app.simulator.control.registerDevice('acme.demo', '1001m', 'core2-tor')).toBe(true);
    app.simulator.control.advanceClock(2 * 3600);
    await forgetRegistrationReads(app.t.database.db, 'acme');
    const fleet = await fleetOf(token);
    const lapsed = await deviceOf(token, '1001m');
    expect(lapsed?.core).toBe('');
    expect(new Date(lapsed?.registration_expires_at ?? 0).getTime()).toBeLessThan(Date.now());
    expect(fleet.attention.never_registered.rows.map((row) => row.device)).not.toContain('1001m');
  });
});
