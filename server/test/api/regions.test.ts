import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainSettings } from '../../src/db/schema.js';
import { REGION_SYNCS_PER_USER_PER_MINUTE } from '@mamt/contract';
import { usePlatformApp } from '../support/platform-app.js';

// The Region screen's calls (document 2 §2): the map read from the platform, resynced by one
// domain or all of them, and kept as it was when the platform fails.
// Resyncs are limited per user and minute: thrice the product's limit, so that the tests before the
// limit's own count none of theirs against it (the limit's test works out the scaled figure).
const app = usePlatformApp({ REGION_SYNC_SECONDS: '1800', PER_USER_LIMIT_FACTOR: '3' });
const tokens = { acme: '', superAdmin: '' };
beforeAll(async () => {
  tokens.acme = await app.t.login('acme', 'acme-admin');
  tokens.superAdmin = await app.t.login('demo', 'admin');
});
afterAll(() => app.simulator.control.reset());

const mapOf = async (token: string, body: Record<string, unknown> = {}) => {
  const response = await app.t.call('getRegionMap', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<{ region: string; domain: string }>;
};
const statusOf = async () => (await app.t.call('getRegionSyncStatus', {}, tokens.acme)).json() as { synced_at: string | null; every_minutes: number; failed_at: string | null; failure: string | null };
const versionOf = async (domain: string) => {
  const [row] = await app.t.database.db.select().from(domainSettings).where(and(eq(domainSettings.cloudId, 'acme'), eq(domainSettings.domain, domain)));
  return row?.configVersion ?? 0;
};

describe('the region map', () => {
  it("is read from the platform on the tenant's first visit: each domain with its region", async () => {
    expect(await mapOf(tokens.acme)).toEqual([
      { domain: 'acme-branch.demo', region: 'us-east' },
      { domain: 'acme.demo', region: 'ca-east' },
    ]);
    const status = await statusOf();
    expect(status).toMatchObject({ every_minutes: 30, failed_at: null, failure: null });
    expect(Date.now() - Date.parse(status.synced_at!)).toBeLessThan(60_000);
  });

  it("lets the super tenant read any tenant's map by its cloud id", async () => {
    expect(await mapOf(tokens.superAdmin, { cloud_id: 'globex' })).toEqual([{ domain: 'globex.demo', region: 'us-east' }]);
  });

  it("resyncs one domain: its new region, and a new configuration version for its devices' proxies", async () => {
    await mapOf(tokens.acme);
    const before = await versionOf('acme-branch.demo');
    app.simulator.control.setDomainRegion('acme-branch.demo', 'us-west');
    const response = await app.t.call('syncRegions', { domain: 'acme-branch.demo' }, tokens.acme);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Region Synced', message_id: 'regionSynced' });
    expect(await mapOf(tokens.acme)).toContainEqual({ domain: 'acme-branch.demo', region: 'us-west' });
    expect(await versionOf('acme-branch.demo')).toBe(before + 1);
    app.simulator.control.setDomainRegion('acme-branch.demo', 'us-east');
    expect((await app.t.call('globalsyncRegions', {}, tokens.acme)).json()).toMatchObject({ message: 'Region Synced' });
    expect(await mapOf(tokens.acme)).toContainEqual({ domain: 'acme-branch.demo', region: 'us-east' });
  });

  it('moves "Last sync" to a resync of one domain, as to a resync of all', async () => {
    await mapOf(tokens.acme);
    const before = (await statusOf()).synced_at!;
    // The times are kept to the millisecond: the resync must come after the one before it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await app.t.call('syncRegions', { domain: 'acme.demo' }, tokens.acme)).statusCode).toBe(200);
    const status = await statusOf();
    expect(Date.parse(status.synced_at!)).toBeGreaterThan(Date.parse(before));
    expect(status).toMatchObject({ failed_at: null, failure: null });
  });

  it('drops a domain that is no longer on the platform, and maps it again when it returns', async () => {
    app.simulator.control.setDomainRegion('acme-branch.demo', null);
    expect((await app.t.call('syncRegions', { domain: 'acme-branch.demo' }, tokens.acme)).statusCode).toBe(200);
    expect((await mapOf(tokens.acme)).map((row) => row.domain)).toEqual(['acme.demo']);
    // Gone from both: nothing to resync.
    const again = await app.t.call('syncRegions', { domain: 'acme-branch.demo' }, tokens.acme);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The domain acme-branch.demo is neither on the platform nor in the region map');
    app.simulator.control.setDomainRegion('acme-branch.demo', 'us-east');
    expect((await app.t.call('globalsyncRegions', {}, tokens.acme)).statusCode).toBe(200);
    expect((await mapOf(tokens.acme)).map((row) => row.domain)).toEqual(['acme-branch.demo', 'acme.demo']);
  });

  it('keeps the last good map when the platform fails, and says why until a sync succeeds', async () => {
    const good = await mapOf(tokens.acme);
    const syncedAt = (await statusOf()).synced_at;
    app.simulator.control.setFaults({ status500: true });
    expect((await app.t.call('globalsyncRegions', {}, tokens.acme)).statusCode).toBe(502);
    const failed = await app.t.call('syncRegions', { domain: 'acme.demo' }, tokens.acme);
    expect(failed.statusCode).toBe(502);
    app.simulator.control.clearFaults();
    expect(await mapOf(tokens.acme)).toEqual(good);
    const status = await statusOf();
    expect(status.synced_at).toBe(syncedAt);
    expect(status.failure).toBe(failed.json().message);
    expect(status.failed_at).not.toBeNull();
    // The client backs off after a failure for a moment before it asks the platform again.
    await expect.poll(async () => (await app.t.call('globalsyncRegions', {}, tokens.acme)).statusCode, { timeout: 10_000, interval: 500 }).toBe(200);
    expect(await statusOf()).toMatchObject({ failed_at: null, failure: null });
  });

  it("joins a resync already under way, and refuses a user's resyncs past the limit before they reach the platform", async () => {
    // The super tenant's administrator resyncing acme: its first resyncs in this file.
    // Each call is counted on its own: all regions, and one domain.
    const asAcme = (call: 'globalsyncRegions' | 'syncRegions') => app.t.call(call, { cloud_id: 'acme', ...(call === 'syncRegions' ? { domain: 'acme.demo' } : {}) }, tokens.superAdmin);
    const limit = REGION_SYNCS_PER_USER_PER_MINUTE * app.t.config.PER_USER_LIMIT_FACTOR;
    app.simulator.control.resetCounters();
    const together = await Promise.all([0, 1, 2].map(() => asAcme('globalsyncRegions')));
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    // One sync for the three: one read of the domains and one of the cores.
    expect(app.simulator.control.counters().total).toBe(2);
    for (let index = 3; index < limit; index++) expect((await asAcme('globalsyncRegions')).statusCode, `resync ${index + 1}`).toBe(200);
    app.simulator.control.resetCounters();
    const refused = await asAcme('globalsyncRegions');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(app.simulator.control.counters().total).toBe(0);
    // Another user is not held back by it, nor is this user's resync of one domain.
    expect((await app.t.call('globalsyncRegions', {}, tokens.acme)).statusCode).toBe(200);
    expect((await asAcme('syncRegions')).statusCode).toBe(200);
  });

  it('refuses a resync without a domain, naming the field', async () => {
    const response = await app.t.call('syncRegions', { domain: ' ' }, tokens.acme);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ domain: 'Choose the domain to resync' });
  });
});
