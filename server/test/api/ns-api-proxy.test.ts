import { DEMO_CREDENTIALS } from '@mamt/netsapiens-simulator';
import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';

const logLines: string[] = [];
// The production read cache.
const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '500', NETSAPIENS_CACHE_SECONDS: '30' }, { write: (line) => void logLines.push(line) });

async function proxy(token: string, query: Record<string, string>, form: Record<string, string> = {}) {
  return app.t.app.inject({
    method: 'POST',
    url: `/api/mamt/ns-api?${new URLSearchParams(query)}`,
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('platform proxy', () => {
  it("reads the caller's own domains, whatever credentials the query carries", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const response = await proxy(token, { format: 'json', object: 'domain', action: 'read', client_id: 'globex-client', username: 'x', password: 'y' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((row: { domain: string }) => row.domain)).toEqual(['acme.demo', 'acme-branch.demo']);
  });

  it('lists the users of an own domain without system users, in the platform shape', async () => {
    const token = await app.t.login('acme', 'acme-simple');
    const rows = (await proxy(token, { format: 'json', object: 'subscriber', action: 'read' }, { domain: 'acme.demo', fields: 'user,first_name,last_name' })).json();
    expect(rows.length).toBeGreaterThan(20);
    expect(Object.keys(rows[0]).sort()).toEqual(['first_name', 'last_name', 'user']);
    expect(rows.some((row: { user: string }) => row.user === 'aa1' || row.user === 'q100')).toBe(false);
  });

  it("refuses another tenant's domain, and lets only the super tenant name a cloud id", async () => {
    const acme = await app.t.login('acme', 'acme-admin');
    expect((await proxy(acme, { object: 'subscriber', action: 'read' }, { domain: 'globex.demo' })).statusCode).toBe(403);
    expect((await proxy(acme, { object: 'domain', action: 'read' }, { cloud_id: 'globex' })).statusCode).toBe(403);
    const superToken = await app.t.login('demo', 'admin');
    const globex = await proxy(superToken, { object: 'domain', action: 'read' }, { cloud_id: 'globex' });
    expect(globex.json()).toEqual([expect.objectContaining({ domain: 'globex.demo' })]);
    const domains = await app.t.call('getAllDomains', { cloud_id: 'globex' }, superToken);
    expect(domains.json()).toEqual([{ domain: 'globex.demo', description: 'globex.demo (globex)' }]);
  });

  it('reads the 2,000 users of bigcorp.demo', async () => {
    const token = await app.t.login('bigcorp', 'bigcorp-admin');
    const rows = (await proxy(token, { object: 'subscriber', action: 'read' }, { domain: 'bigcorp.demo', fields: 'user' })).json();
    expect(rows).toHaveLength(2000);
  });

  it('refuses fields outside the allowed list, naming the field', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const response = await proxy(token, { object: 'subscriber', action: 'read' }, { domain: 'acme.demo', fields: 'user,authentication_key' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('fields');
  });

  it("lets the super tenant read another tenant's domain without naming its cloud id", async () => {
    const superToken = await app.t.login('demo', 'admin');
    const rows = (await proxy(superToken, { object: 'subscriber', action: 'read' }, { domain: 'globex.demo', fields: 'user' })).json();
    expect(rows.length).toBeGreaterThan(10);
  });

  it('answers 429 at once when one user exceeds the per-user limit, without stopping others', async () => {
    const superToken = await app.t.login('demo', 'admin');
    const fresh = { name: 'Limit Tester', email: 'limit@acme.test', username: 'limit-tester', user_type: 'simple user', password: 'limit-pass-1', cloud_id: 'acme' };
    expect((await app.t.call('createUpdateUser', fresh, superToken)).statusCode).toBe(200);
    const token = await app.t.login('acme', 'limit-tester', 'limit-pass-1');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await proxy(token, { object: 'domain', action: 'read' })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const other = await app.t.login('acme', 'acme-support');
    expect((await proxy(other, { object: 'domain', action: 'read' })).statusCode).toBe(200);
  });

  it('allows only reads of subscriber and domain', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    expect((await proxy(token, { object: 'device', action: 'read' })).statusCode).toBe(400);
    expect((await proxy(token, { object: 'subscriber', action: 'delete' }, { domain: 'acme.demo' })).statusCode).toBe(400);
    expect((await proxy('', { object: 'domain', action: 'read' })).statusCode).toBe(401);
  });

  it('turns a platform failure into a clear 502 naming the platform, never leaking the secrets', async () => {
    const token = await app.t.login('globex', 'globex-admin');
    app.simulator.control.setFaults({ status500: true, object: 'subscriber' });
    const failed = await proxy(token, { object: 'subscriber', action: 'read' }, { domain: 'globex.demo', fields: 'user,email' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      code: 'UPSTREAM_FAILED',
      message: 'NetSapiens answered with an error (HTTP 500). Please try again later.',
      messageId: 'platformServer',
      params: { detail: 'HTTP 500' },
    });
    const globex = DEMO_CREDENTIALS.find((c) => c.cloudId === 'globex')!;
    const everything = logLines.join('\n') + failed.body;
    expect(everything).not.toContain(globex.clientSecret);
    expect(everything).not.toContain(globex.password);
  });
});
