import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { domainSettings } from '../../src/db/schema.js';
import { appDeviceRows, insertAppDevice } from '../support/device-fixtures.js';
import { usePlatformApp } from '../support/platform-app.js';

// A generous timeout: these tests are about devices, not about a loaded machine's first platform read.
const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '3000' });
const ACME = { cloudId: 'acme', domain: 'acme.demo' };
const sortByDevice = <T extends { device: string }>(rows: T[]) => [...rows].sort((a, b) => a.device.localeCompare(b.device));

/** The check-syncs the simulator received since `from` (its seed is shared by the file's tests: each uses its own users). */
const syncsSince = (from: number) => app.simulator.control.deviceSyncs().slice(from);
let syncsBefore = 0;
beforeEach(() => {
  syncsBefore = app.simulator.control.deviceSyncs().length;
});

describe("a user's devices", () => {
  it('lists only the app devices of the user (extension + suffix ending in m, i, e or d), with what we recorded', async () => {
    await insertAppDevice(app.t.database.db, { ...ACME, extension: '1001', deviceName: '1001m', platform: 'android', appVersion: '4.2.1' });
    const token = await app.t.login('acme', 'acme-simple');
    const response = await app.t.call('getUserDevices', { username: '1001@acme.demo' }, token);
    expect(response.statusCode, response.body).toBe(200);
    const devices = sortByDevice(response.json() as Array<{ device: string; last_provisioned_at: string | null }>);
    // 1001 is the user's desk phone: not an app device.
    expect(devices.map((row) => row.device)).toEqual(['1001i', '1001m']);
    expect(devices[1]).toMatchObject({
      aor: 'sip:1001m@acme.demo',
      sub_login: '1001@acme.demo',
      user_agent: 'MAMT Android 4.2.1',
      expires: expect.stringMatching(/^\d+$/),
      outboundproxyenabled: true,
      subscriber_name: '1001',
      // The core the platform says the device registered to (the simulator spreads acme.demo's over ca-east's two).
      core: 'core2-tor',
      platform: 'android',
      app_version: '4.2.1',
      up_to_date: true,
    });
    expect(devices[1]?.last_provisioned_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(devices[0]).toMatchObject({ device: '1001i', platform: null, app_version: null, last_provisioned_at: null, up_to_date: null });
    // The extension and domain may be named instead of the login.
    const same = await app.t.call('getUserDevices', { extension: '1001', domain: 'acme.demo' }, token);
    expect(sortByDevice(same.json())).toEqual(devices);
  });

  it('is not up to date once the domain configuration changed or a reprovision was asked after the last provisioning', async () => {
    const db = app.t.database.db;
    await insertAppDevice(db, { ...ACME, extension: '1004', deviceName: '1004m' });
    const token = await app.t.login('acme', 'acme-admin');
    const upToDate = async () => (await app.t.call('getUserDevices', { username: '1004@acme.demo' }, token)).json()[0].up_to_date;
    expect(await upToDate()).toBe(true);
    await db.insert(domainSettings).values({ ...ACME, configVersion: 3 }).onConflictDoUpdate({ target: [domainSettings.cloudId, domainSettings.domain], set: { configVersion: 3 } });
    expect(await upToDate()).toBe(false);
    await db.update(domainSettings).set({ configVersion: 0 }).where(eq(domainSettings.cloudId, 'acme'));
    expect(await upToDate()).toBe(true);
    await insertAppDevice(db, { ...ACME, extension: '1007', deviceName: '1007m', lastProvisionedAt: new Date(Date.now() - 60_000), reprovisionRequestedAt: new Date() });
    const devices = (await app.t.call('getUserDevices', { username: '1007@acme.demo' }, token)).json() as Array<{ device: string; up_to_date: boolean | null }>;
    expect(devices.find((row) => row.device === '1007m')?.up_to_date).toBe(false);
  });

  it("refuses another tenant's user, and the super tenant may read it", async () => {
    const acme = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('getUserDevices', { username: '1001@globex.demo' }, acme)).statusCode).toBe(403);
    expect((await app.t.call('getUserDevices', { username: '1001@globex.demo', cloud_id: 'globex' }, acme)).statusCode).toBe(403);
    const provider = await app.t.login('demo', 'admin');
    const globex = await app.t.call('getUserDevices', { username: '1001@globex.demo' }, provider);
    expect(globex.json().map((row: { device: string }) => row.device).sort()).toEqual(['1001e', '1001i', '1001m']);
  });

  it('refuses a payload without a user or a domain', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const noDomain = await app.t.call('getUserDevices', { username: '1001' }, token);
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json().fieldErrors.domain).toBe('A domain is required to read subscribers');
    expect((await app.t.call('getUserDevices', { domain: 'acme.demo' }, token)).statusCode).toBe(400);
  });

});

describe('syncing a user\'s devices', () => {
  it('asks the platform to resync each app device of the user, then answers the list', async () => {
    const token = await app.t.login('acme', 'acme-simple');
    const response = await app.t.call('syncDevices', { cloud_id: 'acme', username: '1007@acme.demo' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Devices Synced Successfully!', message_id: 'devicesSynced' });
    expect(response.json().devices).toHaveLength(3);
    expect(syncsSince(syncsBefore).map((sync) => sync.device).sort()).toEqual(['1007e', '1007i', '1007m']);
  });

  it("refuses another tenant's user", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('syncDevices', { username: '1007@globex.demo' }, token)).statusCode).toBe(403);
    expect(syncsSince(syncsBefore)).toEqual([]);
  });
});

describe('deleting a device', () => {
  const devicesOf = async (token: string, username: string) =>
    ((await app.t.call('getUserDevices', { username }, token)).json() as Array<{ device: string }>).map((row) => row.device).sort();

  it("deletes it on the platform and stops its cloud_password; 'Record Deleted'", async () => {
    const db = app.t.database.db;
    await insertAppDevice(db, { ...ACME, extension: '1013', deviceName: '1013m' });
    const token = await app.t.login('acme', 'acme-support');
    const response = await app.t.call('DeleteUserDevice', { cloud_username: '1013@acme.demo', aor: 'sip:1013m@acme.demo', cloud_id: 'acme' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
    expect(await devicesOf(token, '1013@acme.demo')).toEqual(['1013i']);
    const [row] = (await appDeviceRows(db, 'acme', 'acme.demo')).filter((device) => device.deviceName === '1013m');
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it("stops a device we serve that the platform no longer has, and refuses what is not the user's app device", async () => {
    const db = app.t.database.db;
    await insertAppDevice(db, { ...ACME, extension: '1016', deviceName: '1016bm' });
    const token = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('DeleteUserDevice', { cloud_username: '1016@acme.demo', aor: '1016bm' }, token)).statusCode).toBe(200);
    expect((await appDeviceRows(db, 'acme', 'acme.demo')).find((device) => device.deviceName === '1016bm')?.deletedAt).toBeInstanceOf(Date);
    // A desk phone, another user's device, a device that does not exist: 404, nothing deleted.
    for (const aor of ['sip:1016@acme.demo', 'sip:1019m@acme.demo', 'sip:1016xm@acme.demo']) {
      const refused = await app.t.call('DeleteUserDevice', { cloud_username: '1016@acme.demo', aor }, token);
      expect(refused.statusCode, aor).toBe(404);
      expect(refused.json().messageId).toBe('deviceNotFound');
    }
    expect(await devicesOf(token, '1019@acme.demo')).toEqual(['1019i', '1019m']);
    expect((await app.t.call('DeleteUserDevice', { cloud_username: '1001@globex.demo', aor: 'sip:1001m@globex.demo' }, token)).statusCode).toBe(403);
  });

});
