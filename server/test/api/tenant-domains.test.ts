import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { platformBackoffOver } from '../support/settled.js';

// The Domains list (/domains): the tenant's platform domains with App Management's figures. The
// production read cache, so that warm reads can be counted. Each test has a tenant of its own (acme,
// bigcorp, globex), so no test is answered from what another one read.
const app = usePlatformApp({ NETSAPIENS_CACHE_SECONDS: '30', NETSAPIENS_TIMEOUT_MS: '1500' });

type TenantDomain = { domain: string; description: string; region: string | null; provisioning: boolean; device_limit: number; user_count: number };

async function domainsOf(token: string, body: Record<string, unknown> = {}): Promise<TenantDomain[]> {
  const response = await app.t.call('getTenantDomains', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const namesOf = (rows: TenantDomain[]) => rows.map((row) => row.domain);

describe('who reads the Domains list', () => {
  it("gives every user type of a tenant its own domains, and refuses another cloud id", async () => {
    for (const user of ['acme-simple', 'acme-support', 'acme-admin']) {
      const token = await app.t.login('acme', user);
      expect(namesOf(await domainsOf(token)), user).toEqual(['acme-branch.demo', 'acme.demo']);
      // Naming its own cloud id is the same as naming none.
      expect(namesOf(await domainsOf(token, { cloud_id: 'acme' })), user).toEqual(['acme-branch.demo', 'acme.demo']);
      const other = await app.t.call('getTenantDomains', { cloud_id: 'globex' }, token);
      expect(other.statusCode, user).toBe(403);
      expect(other.json().message).toBe("You are not allowed to access another cloud's data.");
    }
    expect((await app.t.call('getTenantDomains', {})).statusCode).toBe(401);
  });

  it('lets the super tenant read its own domains, and any tenant it names', async () => {
    for (const user of ['admin', 'simple']) {
      const token = await app.t.login('demo', user);
      expect(namesOf(await domainsOf(token))).toEqual(['support.demo']);
      expect(namesOf(await domainsOf(token, { cloud_id: 'acme' }))).toEqual(['acme-branch.demo', 'acme.demo']);
    }
  });

  it('refuses a cloud id that is not text, naming the field', async () => {
    const token = await app.t.login('demo', 'admin');
    const response = await app.t.call('getTenantDomains', { cloud_id: 42 }, token);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['cloud_id']);
  });
});

describe('the figures of each domain', () => {
  it('are the ones App Management and the Region screen answer for that domain', async () => {
    const admin = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('SetDeviceLimit', { domain: 'acme.demo', device_limit: 7 }, admin)).statusCode).toBe(200);
    expect((await app.t.call('checkUncheckProvisioningDomain', { domain: 'acme.demo', check: true }, admin)).statusCode).toBe(200);

    const simple = await app.t.login('acme', 'acme-simple');
    const rows = await domainsOf(simple);
    expect(rows).toEqual([
      // Untouched in the console: the platform domain's max_device, provisioning off.
      { domain: 'acme-branch.demo', description: 'acme-branch.demo (acme)', region: 'us-east', provisioning: false, device_limit: 4, user_count: 22 },
      { domain: 'acme.demo', description: 'acme.demo (acme)', region: 'ca-east', provisioning: true, device_limit: 7, user_count: 36 },
    ]);

    const regions = (await app.t.call('getRegionMap', {}, admin)).json() as Array<{ domain: string; region: string }>;
    for (const row of rows) {
      const settings = (await app.t.call('getDomainSettings', { domain: row.domain }, simple)).json();
      expect({ device_limit: row.device_limit, provisioning: row.provisioning }).toEqual({ device_limit: settings.device_limit, provisioning: settings.provisioning });
      // App Management's users table: the platform proxy's users of the domain, system users left out.
      const users = await app.t.app.inject({
        method: 'POST',
        url: '/api/mamt/ns-api?object=subscriber&action=read',
        headers: { token: simple, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ domain: row.domain, fields: 'user,first_name,last_name' }).toString(),
      });
      expect(users.json()).toHaveLength(row.user_count);
      expect(regions).toContainEqual({ domain: row.domain, region: row.region });
    }
  });
});

describe('reading the platform', () => {
  it("reads bigcorp's 2,000 users with one platform users read per domain cold, and none warm", async () => {
    const token = await app.t.login('bigcorp', 'bigcorp-admin');
    app.simulator.control.resetCounters();
    expect(await domainsOf(token)).toEqual([
      { domain: 'bigcorp.demo', description: 'bigcorp.demo (bigcorp)', region: 'us-central', provisioning: false, device_limit: 4, user_count: 2000 },
    ]);
    expect(app.simulator.control.counters().byKey['subscriber.read']).toBe(1);

    app.simulator.control.resetCounters();
    expect((await domainsOf(token))[0]?.user_count).toBe(2000);
    // Warm: the domains, their users and the region map all come from what was read.
    expect(app.simulator.control.counters()).toEqual({ total: 0, byKey: {} });
  });

  it('answers 502 naming the platform when it is down or slow, with no partial list', async () => {
    const token = await app.t.login('globex', 'globex-admin');
    const failures = [
      { faults: { status500: true }, messageId: 'platformServer' },
      // The domains are read, then their users fail: no list without its users counts.
      { faults: { status500: true, object: 'subscriber' }, messageId: 'platformServer' },
      { faults: { latencyMs: 2500, object: 'subscriber' }, messageId: 'platformTimeout' },
    ];
    for (const { faults, messageId } of failures) {
      app.simulator.control.setFaults(faults);
      const response = await app.t.call('getTenantDomains', {}, token);
      expect(response.statusCode, JSON.stringify(faults)).toBe(502);
      expect(response.json()).toMatchObject({ messageId });
      expect(response.json().message).toContain('NetSapiens');
      app.simulator.control.clearFaults();
      await platformBackoffOver(app.t);
    }
    expect(await domainsOf(token)).toEqual([
      { domain: 'globex.demo', description: 'globex.demo (globex)', region: 'us-east', provisioning: false, device_limit: 4, user_count: 30 },
    ]);
  });
});
