import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenants, whiteLabels } from '../../src/db/schema.js';
import type { TestApp } from '../helper.js';
import { usePlatformApp } from '../support/platform-app.js';
import { NOT_SUPER_ADMINS } from '../support/white-label-fixtures.js';

// The textable switch is a domain call: the tenants' domains come from the platform simulator.
const app = usePlatformApp();
let t: TestApp;
let superToken: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = app.t;
  superToken = await t.login('demo', 'admin');
  for (const row of await t.database.db.select().from(tenants)) ids[row.cloudId] = row.id;
});

const allowAllUsers = async (cloudId: string) => (await t.database.db.select().from(tenants).where(eq(tenants.cloudId, cloudId)))[0]!.allowAllUsers;

describe('subscriber-level provisioning', () => {
  it('reads 404 with a message while off, turns on and off, and answers 2xx while on', async () => {
    const off = await t.call('getProvisioningSubscriber', { subscriberId: ids.globex }, superToken);
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ message: 'Provisioning is off for this company', messageId: 'subscriberProvisioningOff' });

    const version = (await t.database.db.select().from(tenants).where(eq(tenants.cloudId, 'globex')))[0]!.configVersion;
    const on = await t.call('checkUncheckProvisioningSubscriber', { user_id: 1, subscriberId: String(ids.globex), cloudId: 'globex', check: 'yes' }, superToken);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ message: 'All users of this company may now provision the app', allow_all_users: true });
    expect(await allowAllUsers('globex')).toBe(true);
    expect((await t.call('getProvisioningSubscriber', { subscriberId: ids.globex }, superToken)).json()).toEqual({ enabled: true });

    const back = await t.call('checkUncheckProvisioningSubscriber', { subscriberId: ids.globex, cloudId: 'globex', check: 0 }, superToken);
    expect(back.json()).toMatchObject({ allow_all_users: false });
    expect(await allowAllUsers('globex')).toBe(false);
    expect((await t.call('getProvisioningSubscriber', { subscriberId: ids.globex }, superToken)).statusCode).toBe(404);
    // Who may provision changes, not what the app receives: no new configuration version.
    expect((await t.database.db.select().from(tenants).where(eq(tenants.cloudId, 'globex')))[0]!.configVersion).toBe(version);
  });

  it("refuses a cloud id that is not the subscriber's, an unknown subscriber and a bad check", async () => {
    const mismatch = await t.call('checkUncheckProvisioningSubscriber', { subscriberId: ids.globex, cloudId: 'acme', check: true }, superToken);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ fieldErrors: { cloudId: "This cloud id is not the subscriber's" } });
    expect(await allowAllUsers('globex')).toBe(false);
    expect(await allowAllUsers('acme')).toBe(false);
    const unknown = await t.call('checkUncheckProvisioningSubscriber', { subscriberId: 999999, cloudId: 'globex', check: true }, superToken);
    expect(unknown.json()).toMatchObject({ fieldErrors: { subscriberId: 'Choose an existing subscriber' } });
    expect((await t.call('getProvisioningSubscriber', { subscriberId: 999999 }, superToken)).json()).toMatchObject({ fieldErrors: { subscriberId: 'Choose an existing subscriber' } });
    const bad = await t.call('checkUncheckProvisioningSubscriber', { subscriberId: ids.globex, cloudId: 'globex', check: 'perhaps' }, superToken);
    expect(bad.json()).toMatchObject({ fieldErrors: { check: 'Choose yes or no' } });
  });

  it("is the super tenant administrator's alone", async () => {
    for (const [cloudId, user] of NOT_SUPER_ADMINS) {
      const token = await t.login(cloudId, user);
      expect((await t.call('getProvisioningSubscriber', { subscriberId: ids.acme }, token)).statusCode).toBe(403);
      expect((await t.call('checkUncheckProvisioningSubscriber', { subscriberId: ids.acme, cloudId: 'acme', check: true }, token)).statusCode).toBe(403);
    }
    expect(await allowAllUsers('acme')).toBe(false);
  });
});

describe("the white label's flags in App Management", () => {
  it('getCompanyDetails reads textable and call history from the white label; no white label is neither', async () => {
    const acmeAdmin = await t.login('acme', 'acme-admin');
    expect((await t.call('getCompanyDetails', {}, acmeAdmin)).json()).toEqual({ textable: true, call_history: false });
    await t.database.db.update(whiteLabels).set({ textable: false, callHistory: true }).where(eq(whiteLabels.tenantId, ids.acme!));
    expect((await t.call('getCompanyDetails', {}, acmeAdmin)).json()).toEqual({ textable: false, call_history: true });
    expect((await t.call('getCompanyDetails', { cloud_id: 'globex' }, superToken)).json()).toEqual({ textable: false, call_history: false });
    await t.database.db.update(whiteLabels).set({ textable: true, callHistory: false }).where(eq(whiteLabels.tenantId, ids.acme!));
  });

  it("refuses to turn texting on for a domain of a tenant whose white label is not textable; turning it off is always allowed", async () => {
    const refused = await t.call('toggleDomainLevlTextable', { domain: 'globex.demo', check: true }, superToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Textable is not enabled for this company', messageId: 'textableNotEnabled' });
    expect((await t.call('getTextableDomain', { domain: 'globex.demo' }, superToken)).statusCode).toBe(404);
    expect((await t.call('toggleDomainLevlTextable', { domain: 'globex.demo', check: false }, superToken)).statusCode).toBe(200);

    const acmeAdmin = await t.login('acme', 'acme-admin');
    expect((await t.call('toggleDomainLevlTextable', { domain: 'acme.demo', check: true }, acmeAdmin)).statusCode).toBe(200);
    await t.database.db.update(whiteLabels).set({ textable: false }).where(eq(whiteLabels.tenantId, ids.acme!));
    expect((await t.call('toggleDomainLevlTextable', { domain: 'acme-branch.demo', check: true }, acmeAdmin)).statusCode).toBe(400);
    // A domain already on may still be switched off after the tenant lost texting.
    expect((await t.call('toggleDomainLevlTextable', { domain: 'acme.demo', check: false }, acmeAdmin)).statusCode).toBe(200);
    await t.database.db.update(whiteLabels).set({ textable: true }).where(eq(whiteLabels.tenantId, ids.acme!));
  });
});
