import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { isAppDeviceOf } from '@mamt/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPROVISION_JOB } from '../../src/features/devices/device-jobs.js';
import { appDeviceRows, eventually, insertAppDevice } from '../support/device-fixtures.js';
import { usePlatformApp } from '../support/platform-app.js';
import { jobsWorked } from '../support/settled.js';

// A generous timeout: these tests are about devices, not about a loaded machine's first platform read.
const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '3000' });
const db = () => app.t.database.db;
const ACME = { cloudId: 'acme', domain: 'acme.demo' };
const BRANCH = { cloudId: 'acme', domain: 'acme-branch.demo' };

/** Our devices: two users of acme.demo, one of acme's branch domain, one deleted, one of globex. */
beforeAll(async () => {
  await insertAppDevice(db(), { ...ACME, extension: '1001', deviceName: '1001m' });
  await insertAppDevice(db(), { ...ACME, extension: '1001', deviceName: '1001i', platform: 'ios' });
  await insertAppDevice(db(), { ...ACME, extension: '1004', deviceName: '1004m' });
  await insertAppDevice(db(), { ...BRANCH, extension: '1001', deviceName: '1001m' });
  const gone = await insertAppDevice(db(), { ...ACME, extension: '1010', deviceName: '1010m' });
  await db().execute(`update app_devices set deleted_at = now() where id = ${gone.id}`);
  await insertAppDevice(db(), { cloudId: 'globex', domain: 'globex.demo', extension: '1001', deviceName: '1001m' });
});

const marked = async (cloudId: string, domain: string) =>
  (await appDeviceRows(db(), cloudId, domain)).filter((row) => row.reprovisionRequestedAt !== null).map((row) => row.deviceName).sort();
const syncedSince = (from: number) => app.simulator.control.deviceSyncs().slice(from).map((sync) => `${sync.domain}/${sync.device}`).sort();

describe('forced reprovisioning (a background job)', () => {
  it('of a user: answers at once, marks its live devices and asks the platform to resync them', async () => {
    const from = app.simulator.control.deviceSyncs().length;
    const token = await app.t.login('acme', 'acme-admin');
    const response = await app.t.call('reprovisionByForce', { extension: '1001', domain: 'acme.demo', cloud_id: 'acme' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'The user will be reprovisioned!', message_id: 'userReprovisioned', run_id: expect.any(Number) });
    expect(await eventually(() => marked('acme', 'acme.demo'), (rows) => rows.length > 0)).toEqual(['1001i', '1001m']);
    expect(await eventually(async () => syncedSince(from), (rows) => rows.length >= 2)).toEqual(['acme.demo/1001i', 'acme.demo/1001m']);
    expect(await marked('acme', 'acme-branch.demo')).toEqual([]);
    const devices = (await app.t.call('getUserDevices', { username: '1001@acme.demo' }, token)).json() as Array<{ up_to_date: boolean }>;
    expect(devices.map((row) => row.up_to_date)).toEqual([false, false]);
  });

  it('of a domain, then of the whole tenant; deleted devices and other tenants are left alone', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const domain = await app.t.call('reprovisionByForce', { domain: 'acme.demo' }, token);
    expect(domain.json().message).toBe('All users in this domain will be reprovisioned in few seconds!');
    expect(await eventually(() => marked('acme', 'acme.demo'), (rows) => rows.length >= 3)).toEqual(['1001i', '1001m', '1004m']);
    expect(await marked('acme', 'acme-branch.demo')).toEqual([]);
    const tenant = await app.t.call('reprovisionByForce', { cloud_id: 'acme' }, token);
    expect(tenant.json()).toEqual({ message: 'All users in this company will be reprovisioned in few minutes!', message_id: 'companyReprovisioned', run_id: expect.any(Number) });
    expect(await eventually(() => marked('acme', 'acme-branch.demo'), (rows) => rows.length > 0)).toEqual(['1001m']);
    expect(await marked('globex', 'globex.demo')).toEqual([]);
  });

  it('of another tenant: refused to its admins, allowed to the super tenant', async () => {
    const acme = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('reprovisionByForce', { cloud_id: 'globex' }, acme)).statusCode).toBe(403);
    expect((await app.t.call('reprovisionByForce', { domain: 'globex.demo' }, acme)).statusCode).toBe(403);
    expect(await marked('globex', 'globex.demo')).toEqual([]);
    const provider = await app.t.login('demo', 'admin');
    const response = await app.t.call('reprovisionByForce', { cloud_id: 'globex' }, provider);
    expect(response.json().message_id).toBe('companyReprovisioned');
    expect(await eventually(() => marked('globex', 'globex.demo'), (rows) => rows.length > 0)).toEqual(['1001m']);
  });

  it('is for admins only, and refuses bad input with its message', async () => {
    for (const user of ['acme-simple', 'acme-support']) {
      const token = await app.t.login('acme', user);
      expect((await app.t.call('reprovisionByForce', { domain: 'acme.demo', extension: '1004' }, token)).statusCode, user).toBe(403);
    }
    const token = await app.t.login('acme', 'acme-admin');
    const noDomain = await app.t.call('reprovisionByForce', { extension: '1004' }, token);
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json().message).toBe('Failed to reprovision');
    const stranger = await app.t.call('reprovisionByForce', { extension: '4242', domain: 'acme.demo' }, token);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().messageId).toBe('extensionNotInDomain');
  });
});

describe('domain device sync (a background job)', () => {
  it("asks the platform to resync every app device of the domain, whoever's, and no desk phone", async () => {
    const from = app.simulator.control.deviceSyncs().length;
    const expected = buildDemoSeed()
      .device.filter((row) => row.subscriber_domain === 'acme-branch.demo' && isAppDeviceOf(row.subscriber_name ?? '', row.aor_user ?? ''))
      .map((row) => `acme-branch.demo/${row.aor_user}`)
      .sort();
    expect(expected.length).toBeGreaterThan(5);
    const token = await app.t.login('acme', 'acme-admin');
    const response = await app.t.call('DomainLevelDeviceSync', { domain: 'acme-branch.demo', cloud_id: 'acme' }, token);
    expect(response.json()).toEqual({ message: 'All Devices in this domain will be synched in few seconds!', message_id: 'domainDevicesSyncing', run_id: expect.any(Number) });
    expect(await eventually(async () => syncedSince(from), (rows) => rows.length >= expected.length)).toEqual(expected);
  });

  it("is for admins of the domain's tenant only", async () => {
    for (const user of ['acme-simple', 'acme-support']) {
      const token = await app.t.login('acme', user);
      expect((await app.t.call('DomainLevelDeviceSync', { domain: 'acme.demo' }, token)).statusCode, user).toBe(403);
    }
    const token = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('DomainLevelDeviceSync', { domain: 'globex.demo' }, token)).statusCode).toBe(403);
    const missing = await app.t.call('DomainLevelDeviceSync', {}, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Failed to Sync devices');
  });

  it('marks the devices even while the platform is down; the resync is retried by the queue', async () => {
    const from = app.simulator.control.deviceSyncs().length;
    await insertAppDevice(db(), { ...ACME, extension: '1013', deviceName: '1013m' });
    const token = await app.t.login('acme', 'acme-admin');
    app.simulator.control.setFaults({ status500: true, object: 'device' });
    const response = await app.t.call('reprovisionByForce', { domain: 'acme.demo', extension: '1013' }, token);
    expect(response.statusCode).toBe(200);
    expect(await eventually(() => marked('acme', 'acme.demo'), (rows) => rows.includes('1013m'))).toContain('1013m');
    // Its first attempt has then failed on the platform, which kept no sync; the retry is due later.
    await jobsWorked(app.t, REPROVISION_JOB);
    expect(syncedSince(from)).toEqual([]);
  });
});
