import type { Fleet } from '@mamt/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/result-rows.js';
import { insertAppDevice } from '../support/device-fixtures.js';
import { removeAppDevices } from '../support/fleet-fixtures.js';
import { usePlatformApp } from '../support/platform-app.js';

// The registration is read once, at the first answer: every later change below is a write of the
// test's own or the clock's, never a new platform read.
const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '3000', FLEET_REGISTRATION_CACHE_SECONDS: '3600' });
const ACME = { cloudId: 'acme', domain: 'acme.demo' };

async function fleetOf(token: string): Promise<Fleet> {
  const response = await app.t.call('getFleet', {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Fleet;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const db = app.t.database.db;
  await removeAppDevices(db, 'acme');
  // 1001m is on the platform's seed (registered); 1030m the platform has never seen.
  await insertAppDevice(db, { ...ACME, extension: '1001', deviceName: '1001m', platform: 'android' });
  await insertAppDevice(db, { ...ACME, extension: '1030', deviceName: '1030m', platform: 'ios' });
});

describe('the Fleet counts kept per domain', () => {
  it('follow every write, whatever makes it, and the clock alone', async () => {
    const db = app.t.database.db;
    const token = await app.t.login('acme', 'acme-admin');
    const first = await fleetOf(token);
    expect(first.figures).toMatchObject({ installed: 2, registered: 1, behind: 0 });

    // A registration that lapses in a moment: counted while it holds, and not after, with no write between.
    await db.execute(sql`update device_registrations set expires_at = now() + interval '1500 milliseconds' where cloud_id = 'acme' and device_name = '1001m'`);
    expect((await fleetOf(token)).figures.registered).toBe(1);
    await sleep(1800);
    const lapsed = await fleetOf(token);
    expect(lapsed.figures).toMatchObject({ registered: 0, unregistered: 2 });
    expect(lapsed.charts.cores).toEqual([]);

    // The tenant's configuration moves on: every device of every domain is behind it.
    await db.execute(sql`update subscribers set config_version = config_version + 1 where cloud_id = 'acme'`);
    expect((await fleetOf(token)).figures).toMatchObject({ installed: 2, behind: 2, latest: 0 });

    // A device removed, then every device: the domain's row goes with its last device.
    await db.execute(sql`delete from app_devices where cloud_id = 'acme' and device_name = '1030m'`);
    const one = await fleetOf(token);
    expect(one.figures.installed).toBe(1);
    expect(one.charts.platforms).toEqual([{ name: 'android', devices: 1 }]);
    await removeAppDevices(db, 'acme');
    const none = await fleetOf(token);
    expect(none.figures.installed).toBe(0);
    expect(none.domains).toEqual([]);
  });

  it('are counted again when the stale period they were counted with is not the one asked', async () => {
    const db = app.t.database.db;
    await insertAppDevice(db, { ...ACME, extension: '1002', deviceName: '1002m', lastProvisionedAt: new Date(Date.now() - 2 * 86_400_000) });
    await db.execute(sql`update app_devices set served_tenant_version = served_tenant_version - 1 where cloud_id = 'acme' and device_name = '1002m'`);
    const token = await app.t.login('acme', 'acme-admin');
    expect((await fleetOf(token)).attention.stale.total).toBe(1);
    // As if another server process (or this one before a restart) had counted with a week's period.
    await db.execute(sql`update fleet_domain_counts set stale_minutes = 10080, stale = 0 where cloud_id = 'acme'`);
    expect((await fleetOf(token)).attention.stale.total).toBe(1);
  });

  it('go with a deleted tenant, whose devices going with it mark nothing', async () => {
    const db = app.t.database.db;
    await db.execute(sql`insert into subscribers (cloud_id, accountcode, company) values ('gone', 'GONE', 'Gone Ltd')`);
    await insertAppDevice(db, { cloudId: 'gone', domain: 'gone.demo', extension: '1001', deviceName: '1001m' });
    const provider = await app.t.login('demo', 'admin');
    const every = await app.t.call('getFleet', {}, provider);
    expect(every.json().domains.map((row: { cloud_id: string }) => row.cloud_id)).toContain('gone');
    await db.execute(sql`delete from subscribers where cloud_id = 'gone'`);
    const counted = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from fleet_domain_counts where cloud_id = 'gone'`));
    expect(counted).toEqual([{ n: 0 }]);
    expect((await app.t.call('getFleet', {}, provider)).json().domains.map((row: { cloud_id: string }) => row.cloud_id)).not.toContain('gone');
  });
});
