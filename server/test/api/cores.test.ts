import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, domainSettings } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { devicesOf, installedDevicePassword } from '../support/provisioning.js';

// Core Management (document 2 §2, document 4 §5): the tenant's cores by region, marked down or up.
const app = usePlatformApp();
const tokens = { acme: '', superAdmin: '' };
beforeAll(async () => {
  tokens.acme = await app.t.login('acme', 'acme-admin');
  tokens.superAdmin = await app.t.login('demo', 'admin');
});
afterAll(async () => {
  for (const region of ['ca-east', 'us-east', 'us-west', 'us-central']) await app.t.call('toggleCores', { region, toggleValue: false }, tokens.acme);
});

type Core = { region: string; core: string; host: string; port_tcp: string; port_tls: string; status: string; down: boolean; changed_by: string | null; changed_at: string | null };
const coresOf = async (token = tokens.acme, body: Record<string, unknown> = {}) => {
  const response = await app.t.call('getCoresInfo', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Core[];
};
const toggle = (body: Record<string, unknown>, token = tokens.acme) => app.t.call('toggleCores', body, token);
const versionOf = async (domain: string) => {
  const [row] = await app.t.database.db.select().from(domainSettings).where(and(eq(domainSettings.cloudId, 'acme'), eq(domainSettings.domain, domain)));
  return row?.configVersion ?? 0;
};

describe('the cores of a tenant', () => {
  it('are listed by region, as the platform has them, all up until an administrator marks one down', async () => {
    const cores = await coresOf();
    expect(cores.map((core) => `${core.region}/${core.core}`)).toEqual(['ca-east/core1-tor', 'ca-east/core2-tor', 'us-central/core1-chi', 'us-east/core1-nyc', 'us-west/core1-phx', 'us-west/core2-phx']);
    expect(cores[0]).toEqual({
      region: 'ca-east',
      core: 'core1-tor',
      location: 'Toronto',
      host: 'core1-tor.sip.demo',
      port_tcp: '5060',
      port_tls: '5061',
      status: 'up',
      down: false,
      changed_by: null,
      changed_at: null,
    });
  });

  it('marks a core down: a new version for the domains of its region only, whose devices are reprovisioned at once, audited', async () => {
    await installedDevicePassword(app.t, '1021');
    const [acmeBefore, branchBefore] = [await versionOf('acme.demo'), await versionOf('acme-branch.demo')];
    const response = await toggle({ region: 'ca-east', core: 'core1-tor', toggleValue: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Marked down: core1-tor. Domains whose devices are reprovisioned now: 1', message_id: 'coreMarkedDown', domains: ['acme.demo'] });
    expect(await versionOf('acme.demo')).toBe(acmeBefore + 1);
    expect(await versionOf('acme-branch.demo')).toBe(branchBefore);
    expect((await coresOf()).find((core) => core.core === 'core1-tor')).toMatchObject({ down: true, changed_by: 'acme-admin' });
    await expect.poll(async () => (await devicesOf(app.t, 'acme.demo', '1021'))[0]?.reprovisionRequestedAt ?? null, { timeout: 10_000, interval: 250 }).not.toBeNull();
    const [audit] = await app.t.database.db.select().from(auditLog).where(and(eq(auditLog.call, 'toggleCores'), eq(auditLog.target, 'core:acme/core1-tor')));
    expect(audit).toMatchObject({ username: 'acme-admin', cloudId: 'acme', result: 'ok' });
    // Marked down again: nothing moves.
    expect((await toggle({ region: 'ca-east', core: 'core1-tor', toggleValue: 'yes' })).json()).toMatchObject({ domains: [] });
    expect((await toggle({ region: 'ca-east', core: 'core1-tor', toggleValue: false })).json()).toMatchObject({ message_id: 'coreMarkedUp', domains: ['acme.demo'] });
  });

  it('marks a whole region as older clients send it (region and toggleValue only)', async () => {
    const response = await toggle({ region: 'us-west', toggleValue: 'true' });
    expect(response.json()).toMatchObject({ message: 'Marked down: core1-phx, core2-phx. Domains whose devices are reprovisioned now: 0', domains: [] });
    expect((await coresOf()).filter((core) => core.down).map((core) => core.core)).toEqual(['core1-phx', 'core2-phx']);
    await toggle({ region: 'us-west', toggleValue: 0 });
    expect((await coresOf()).some((core) => core.down)).toBe(false);
  });

  it("keeps each tenant's marks apart; the super tenant marks another tenant's core by its cloud id", async () => {
    expect((await toggle({ cloud_id: 'globex', region: 'us-east', core: 'core1-nyc', toggleValue: true }, tokens.superAdmin)).json()).toMatchObject({ domains: ['globex.demo'] });
    expect((await coresOf(tokens.superAdmin, { cloud_id: 'globex' })).find((core) => core.core === 'core1-nyc')).toMatchObject({ down: true, changed_by: 'admin' });
    expect((await coresOf()).find((core) => core.core === 'core1-nyc')).toMatchObject({ down: false });
    await toggle({ cloud_id: 'globex', region: 'us-east', core: 'core1-nyc', toggleValue: false }, tokens.superAdmin);
  });

  it('refuses an unknown region or core, and a missing value, naming the field', async () => {
    const noRegion = await toggle({ region: 'eu-west', toggleValue: true });
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json().fieldErrors).toEqual({ region: 'The region eu-west has no cores' });
    const noCore = await toggle({ region: 'ca-east', core: 'core1-nyc', toggleValue: true });
    expect(noCore.json().fieldErrors).toEqual({ core: 'The core core1-nyc is not a core of region ca-east' });
    expect((await toggle({ region: '', toggleValue: true })).json().fieldErrors).toEqual({ region: 'Choose the region of the core' });
    expect((await toggle({ region: 'ca-east', toggleValue: 'maybe' })).json().fieldErrors).toEqual({ toggleValue: 'Choose yes or no' });
    expect((await coresOf()).some((core) => core.down)).toBe(false);
  });
});
