import type { Fleet } from '@mamt/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainSettings } from '../../src/db/schema.js';
import { insertAppDevice, insertBlockedLogin } from '../support/device-fixtures.js';
import { forgetRegistrationReads, insertQrDeliveries, markCore, removeAppDevices } from '../support/fleet-fixtures.js';
import { usePlatformApp } from '../support/platform-app.js';
import { provisionFrom } from '../support/provisioning.js';

const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '3000', FLEET_REGISTRATION_CACHE_SECONDS: '60' });
const ACME = { cloudId: 'acme', domain: 'acme.demo' };
const DAY = 86_400_000;

async function fleetOf(token: string, payload: Record<string, unknown> = {}): Promise<Fleet> {
  const response = await app.t.call('getFleet', payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Fleet;
}

/**
 * acme.demo's arranged fleet: 1001m and 1004m are on the platform's seed (registered, as phones that
 * keep re-registering); 1004m is behind the domain's configuration and has not fetched it for three
 * days; 1030m was provisioned by us but the platform has no registration of it.
 */
beforeAll(async () => {
  const db = app.t.database.db;
  await removeAppDevices(db, 'acme');
  await insertAppDevice(db, { ...ACME, extension: '1001', deviceName: '1001m', platform: 'android', appVersion: '4.2.1' });
  await insertAppDevice(db, { ...ACME, extension: '1004', deviceName: '1004m', platform: 'android', appVersion: '4.1.0', lastProvisionedAt: new Date(Date.now() - 3 * DAY) });
  await insertAppDevice(db, { ...ACME, extension: '1030', deviceName: '1030m', platform: 'ios', appVersion: '4.2.1', lastProvisionedAt: new Date(Date.now() - 10 * DAY) });
  await db.insert(domainSettings).values({ ...ACME, configVersion: 2, provisioning: true }).onConflictDoUpdate({ target: [domainSettings.cloudId, domainSettings.domain], set: { configVersion: 2, provisioning: true } });
  // 1001 and 1030 fetched the current configuration; 1004 did not.
  await db.execute(`update app_devices set served_domain_version = 2 where cloud_id = 'acme' and device_name in ('1001m', '1030m')`);
  await insertBlockedLogin(db, 'acme', { login: '1020@acme.demo' });
  await insertQrDeliveries(db, ACME, [
    { extension: '1010', status: 'failed' },
    { extension: '1011', status: 'sent' },
  ]);
});

describe('the Fleet figures', () => {
  it('count what was arranged, each list behind a figure holding those devices', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const fleet = await fleetOf(token);
    expect(fleet.cloud_id).toBe('acme');
    expect(fleet.figures).toEqual({ installed: 3, active: 2, latest: 2, behind: 1, registered: 2, unregistered: 1, blocked_logins: 1, undelivered_mails: 1 });
    expect(fleet.attention.stale.rows.map((row) => row.device)).toEqual(['1004m']);
    expect(fleet.attention.never_registered.rows.map((row) => row.device)).toEqual(['1030m']);
    expect(fleet.attention.blocked_logins.rows.map((row) => row.login_user)).toEqual(['1020@acme.demo']);
    expect(fleet.attention.undelivered_mails).toEqual([{ cloud_id: 'acme', domain: 'acme.demo', count: 1 }]);
    expect(fleet.domains).toEqual([
      { cloud_id: 'acme', domain: 'acme.demo', installed: 3, active: 2, behind: 1, registered: 2, never_registered: 1, undelivered_mails: 1, provisioning: true },
    ]);
    expect(fleet.charts.platforms).toEqual([{ name: 'android', devices: 2 }, { name: 'ios', devices: 1 }]);
    expect(fleet.charts.app_versions).toEqual([{ name: '4.2.1', devices: 2 }, { name: '4.1.0', devices: 1 }]);
    expect(fleet.charts.days).toHaveLength(30);
    expect(fleet.charts.days.at(-1)?.installs).toBe(3);
    const registered = await app.t.call('listFleetDevices', { list: 'registered' }, token);
    expect(registered.json().total).toBe(2);
    expect(registered.json().rows.map((row: { device: string; core: string }) => row.device).sort()).toEqual(['1001m', '1004m']);
    expect(registered.json().rows.every((row: { core: string }) => row.core !== '')).toBe(true);
    const page = await app.t.call('listFleetDevices', { list: 'installed', page: 2, page_size: 2 }, token);
    expect(page.json()).toMatchObject({ total: 3 });
    expect(page.json().rows).toHaveLength(1);
  });

  it('search a list by any part of a device, sort it by a field, and refuse a field it cannot sort by', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const list = async (payload: Record<string, unknown>) => {
      const response = await app.t.call('listFleetDevices', { list: 'installed', ...payload }, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { rows: Array<{ device: string; app_version: string | null; platform: string }>; total: number };
    };
    expect((await list({ search: 'IOS' })).rows.map((row) => row.device)).toEqual(['1030m']);
    expect(await list({ search: '4.1.0' })).toMatchObject({ total: 1, rows: [{ device: '1004m' }] });
    // A wildcard of SQL is a character like any other.
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ sort: 'app_version', order: 'asc' })).rows.map((row) => row.app_version)).toEqual(['4.1.0', '4.2.1', '4.2.1']);
    expect((await list({ sort: 'device', order: 'desc' })).rows.map((row) => row.device)).toEqual(['1030m', '1004m', '1001m']);
    expect((await list({ sort: 'device', order: 'desc', page: 2, page_size: 2 })).rows.map((row) => row.device)).toEqual(['1001m']);
    const refused = await app.t.call('listFleetDevices', { list: 'installed', sort: 'sip_password' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('sort');
  });

  it('name a core marked down that devices are registered to, and a domain whose provisioning was switched off', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const before = await fleetOf(token);
    const core = before.charts.cores.find((row) => row.devices > 0)?.core ?? '';
    expect(core).not.toBe('');
    await markCore(app.t.database.db, 'acme', core, true);
    await app.t.database.db.update(domainSettings).set({ provisioning: false }).where(eq(domainSettings.cloudId, 'acme'));
    try {
      const after = await fleetOf(token);
      expect(after.attention.cores_down).toEqual([expect.objectContaining({ cloud_id: 'acme', core, down: true })]);
      expect(after.attention.provisioning_off).toEqual([{ cloud_id: 'acme', domain: 'acme.demo', count: 3 }]);
    } finally {
      await markCore(app.t.database.db, 'acme', core, false);
      await app.t.database.db.update(domainSettings).set({ provisioning: true }).where(eq(domainSettings.cloudId, 'acme'));
    }
  });

  it('count refused provisioning attempts on the day they happened', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const before = (await fleetOf(token)).charts.days.at(-1)?.refusals ?? 0;
    const refused = await provisionFrom(app.t, { cloud_id: 'acme', cloud_username: '1001@acme.demo', cloud_password: 'not-the-password' }, '198.51.100.77');
    expect(refused.statusCode).toBe(403);
    // A made-up cloud id is refused too, but counts for no tenant.
    await provisionFrom(app.t, { cloud_id: 'no-such-company', cloud_username: '1001@x.demo', cloud_password: 'x' }, '198.51.100.78');
    await expect.poll(async () => (await fleetOf(token)).charts.days.at(-1)?.refusals).toBe(before + 1);
    // And why: a wrong password, among the chart's reasons, most first.
    const reasons = (await fleetOf(token)).charts.refusal_reasons;
    expect(reasons.find((row) => row.reason === 'credentials')?.refusals).toBeGreaterThanOrEqual(1);
    expect(reasons.map((row) => row.refusals)).toEqual([...reasons.map((row) => row.refusals)].sort((a, b) => b - a));
    expect(reasons.reduce((sum, row) => sum + row.refusals, 0)).toBe((await fleetOf(token)).charts.days.reduce((sum, day) => sum + day.refusals, 0));
  });
});

describe('who sees which fleet', () => {
  it("keeps each tenant's users to their own tenant; the super tenant reads every tenant or one", async () => {
    await insertAppDevice(app.t.database.db, { cloudId: 'globex', domain: 'globex.demo', extension: '1001', deviceName: '1001m' });
    for (const user of ['acme-admin', 'acme-support', 'acme-simple']) {
      const token = await app.t.login('acme', user);
      expect((await fleetOf(token)).domains.map((row) => row.cloud_id)).toEqual(['acme']);
      expect((await app.t.call('getFleet', { cloud_id: 'globex' }, token)).statusCode).toBe(403);
      expect((await app.t.call('listFleetDevices', { cloud_id: 'globex', list: 'installed' }, token)).statusCode).toBe(403);
      // A domain of another tenant only narrows the caller's own list: nothing of globex shows.
      expect((await app.t.call('listFleetDevices', { list: 'installed', domain: 'globex.demo' }, token)).json()).toEqual({ rows: [], total: 0 });
    }
    const provider = await app.t.login('demo', 'admin');
    const every = await fleetOf(provider);
    expect(every.cloud_id).toBeNull();
    expect(new Set(every.domains.map((row) => row.cloud_id))).toEqual(new Set(['acme', 'globex']));
    expect((await fleetOf(provider, { cloud_id: 'globex' })).figures.installed).toBe(1);
    const globexList = await app.t.call('listFleetDevices', { cloud_id: 'globex', list: 'installed' }, provider);
    expect(globexList.json().rows.map((row: { cloud_id: string }) => row.cloud_id)).toEqual(['globex']);
  });
});

describe("the platform's registration read", () => {
  it('is one device read per domain, shared by every viewer for the cache period', async () => {
    await forgetRegistrationReads(app.t.database.db, 'acme');
    const tokens = await Promise.all(['acme-admin', 'acme-support', 'acme-simple'].map((user) => app.t.login('acme', user)));
    app.simulator.control.resetCounters();
    await Promise.all([...tokens, ...tokens].map((token) => fleetOf(token)));
    await fleetOf(tokens[0] as string);
    expect(app.simulator.control.counters().byKey['device.read']).toBe(1);
  });

  it('says plainly when the platform fails, and the rest of the screen still answers', async () => {
    await forgetRegistrationReads(app.t.database.db, 'acme');
    app.simulator.control.setFaults({ status500: true, object: 'device' });
    const token = await app.t.login('acme', 'acme-support');
    const fleet = await fleetOf(token);
    expect(fleet.registration.failures).toEqual([expect.objectContaining({ cloud_id: 'acme', domain: 'acme.demo', message: expect.stringContaining('NetSapiens') })]);
    // The registrations of the read before still count.
    expect(fleet.figures).toMatchObject({ installed: 3, registered: 2 });
    app.simulator.control.clearFaults();
  });
});
