import { describe, expect, it } from 'vitest';
import { buildDemoSeed, DEMO_CREDENTIALS, portalPasswordOf } from '../src/index.js';
import { useAcmeSimulator } from './support/acme-simulator.js';

const { simulator, base } = useAcmeSimulator();
const acme = DEMO_CREDENTIALS.find((c) => c.cloudId === 'acme')!;
const bigcorp = DEMO_CREDENTIALS.find((c) => c.cloudId === 'bigcorp')!;

const form = (values: Record<string, string>) => new URLSearchParams(values);

async function token(credentials = acme) {
  const response = await fetch(`${base()}/ns-api/oauth2/token/`, {
    method: 'POST',
    body: form({ grant_type: 'password', client_id: credentials.clientId, client_secret: credentials.clientSecret, username: credentials.username, password: credentials.password }),
  });
  return (await response.json()) as { access_token: string; refresh_token: string; expires_in: number; scope: string };
}

async function api(object: string, action: string, params: Record<string, string>, accessToken: string, inQuery = false) {
  const query = new URLSearchParams({ format: 'json', object, action, ...(inQuery ? params : {}) });
  return fetch(`${base()}/ns-api/?${query}`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: inQuery ? undefined : form(params) });
}

describe('oauth2', () => {
  it('grants a token for the right credentials, refreshes it, and refuses wrong ones', async () => {
    const granted = await token();
    expect(granted).toMatchObject({ expires_in: 3600, scope: 'Reseller' });
    const refreshed = await fetch(`${base()}/ns-api/oauth2/token/`, {
      method: 'POST',
      body: form({ grant_type: 'refresh_token', client_id: acme.clientId, client_secret: acme.clientSecret, refresh_token: granted.refresh_token }),
    });
    expect((await refreshed.json()).access_token).toMatch(/^[0-9a-f]{40}$/);
    const wrong = await fetch(`${base()}/ns-api/oauth2/token/?grant_type=password&client_id=${acme.clientId}&client_secret=nope&username=x&password=y`);
    expect(wrong.status).toBe(401);
  });
});

describe('subscriber sign-in', () => {
  const signIn = (username: string, password: string, credentials = acme) =>
    fetch(`${base()}/ns-api/oauth2/token/`, {
      method: 'POST',
      body: form({ grant_type: 'password', client_id: credentials.clientId, client_secret: credentials.clientSecret, username, password }),
    });

  it("grants a subscriber's login and portal password through its tenant's client, naming the user and domain", async () => {
    expect(portalPasswordOf('1001', 'acme.demo')).toBe('portal-1001-acme');
    const response = await signIn('1001@acme.demo', 'portal-1001-acme');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: '1001@acme.demo', user: '1001', domain: 'acme.demo', scope: 'Office Manager', token_type: 'Bearer' });
    // The login is compared without case, as the platform does.
    expect((await signIn('1001@ACME.demo', 'portal-1001-acme')).status).toBe(200);
  });

  it('refuses a wrong password, another tenant\'s client, a system user and a wrong client secret', async () => {
    expect((await signIn('1001@acme.demo', 'portal-1002-acme')).status).toBe(401);
    expect((await signIn('1001@acme.demo', 'portal-1001-acme', bigcorp)).status).toBe(401);
    expect((await signIn('aa1@acme.demo', 'portal-aa1-acme')).status).toBe(401);
    expect((await signIn('1001@acme.demo', 'portal-1001-acme', { ...acme, clientSecret: 'nope' })).status).toBe(401);
  });

  it('seeds a portal password for every person and none for system users, the same on every build', () => {
    const seed = buildDemoSeed();
    const people = seed.subscriber.filter((row) => !row.srv_code);
    expect(people.every((row) => seed.portalPasswords[row.subscriber_login!] === portalPasswordOf(row.user!, row.domain!))).toBe(true);
    expect(Object.keys(seed.portalPasswords)).toHaveLength(people.length);
    expect(buildDemoSeed().portalPasswords).toEqual(seed.portalPasswords);
  });
});

describe('reads', () => {
  it('answers subscribers as flat string rows, shaped by fields, system users included', async () => {
    const { access_token } = await token();
    const rows = (await (await api('subscriber', 'read', { domain: 'acme.demo', fields: 'user,first_name,srv_code' }, access_token)).json()) as Array<Record<string, string>>;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(rows[0]!)).toEqual(['user', 'first_name', 'srv_code']);
    expect(rows.every((row) => Object.values(row).every((value) => typeof value === 'string'))).toBe(true);
    expect(rows.some((row) => row.srv_code === 'system-aa')).toBe(true);
  });

  it("keeps a credential to its own tenant's domains", async () => {
    const { access_token } = await token();
    const domains = (await (await api('domain', 'read', {}, access_token)).json()) as Array<{ domain: string }>;
    expect(domains.map((d) => d.domain)).toEqual(['acme.demo', 'acme-branch.demo']);
    expect((await api('subscriber', 'read', { domain: 'globex.demo' }, access_token)).status).toBe(403);
  });

  it('counts, accepts query-string parameters, and holds 2,000 users in bigcorp.demo', async () => {
    const { access_token } = await token(bigcorp);
    const count = await api('subscriber', 'count', { domain: 'bigcorp.demo' }, access_token, true);
    expect(Number(((await count.json()) as { total: string }).total)).toBe(2003);
    const page = (await (await api('subscriber', 'read', { domain: 'bigcorp.demo', start: '10', limit: '5' }, access_token, true)).json()) as unknown[];
    expect(page).toHaveLength(5);
  });
});

describe('device writes', () => {
  it('creates a device with a random SIP password, reads and deletes it', async () => {
    const { access_token } = await token();
    expect((await api('device', 'create', { domain: 'acme.demo', device: '1002m', user: '1002' }, access_token)).status).toBe(202);
    const read = async () => (await (await api('device', 'read', { domain: 'acme.demo', device: '1002m' }, access_token)).json()) as Array<Record<string, string>>;
    const [created] = await read();
    expect(created?.authentication_key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created?.outboundproxyenabled).toBe('yes');
    expect(await read()).toHaveLength(1);
    await api('device', 'create', { domain: 'acme.demo', device: '1003m', user: '1003' }, access_token);
    const other = (await (await api('device', 'read', { domain: 'acme.demo', device: '1003m' }, access_token)).json()) as Array<Record<string, string>>;
    expect(other[0]?.authentication_key).not.toBe(created?.authentication_key);
    // Seeded devices keep a fixed key, so demo data stays the same on every run.
    expect(buildDemoSeed().device.find((row) => row.aor_user === '1001m')?.authentication_key).toBe('k1001mx');
    expect((await api('device', 'delete', { domain: 'acme.demo', device: '1002m' }, access_token)).status).toBe(202);
    expect(await read()).toHaveLength(0);
  });
});

describe('faults and counters', () => {
  it('answers the expired-token 401 once, then works again after a new token', async () => {
    const { access_token } = await token();
    simulator().control.setFaults({ expireNextToken: true });
    const expired = await api('domain', 'read', {}, access_token);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('The access token provided has expired');
    expect((await api('domain', 'read', {}, (await token()).access_token)).status).toBe(200);
  });

  it('injects 500, 403 blocks, latency and hangs, scoped to an object when asked', async () => {
    const { access_token } = await token();
    simulator().control.setFaults({ status500: true, object: 'subscriber' });
    expect((await api('subscriber', 'read', { domain: 'acme.demo' }, access_token)).status).toBe(500);
    expect((await api('domain', 'read', {}, access_token)).status).toBe(200);
    simulator().control.setFaults({ status500: true, object: 'device', action: 'read' });
    expect((await api('device', 'read', { domain: 'acme.demo' }, access_token)).status).toBe(500);
    expect((await api('device', 'create', { domain: 'acme.demo', device: '1005m', user: '1005' }, access_token)).status).toBe(202);
    simulator().control.setFaults({ status500: true, object: 'device', action: 'read', after: 1 });
    expect((await api('device', 'read', { domain: 'acme.demo' }, access_token)).status).toBe(200);
    expect((await api('device', 'read', { domain: 'acme.demo' }, access_token)).status).toBe(500);
    simulator().control.setFaults({ block403: true });
    expect((await api('domain', 'read', {}, access_token)).status).toBe(403);
    simulator().control.setFaults({ latencyMs: 150 });
    const started = Date.now();
    await api('domain', 'read', {}, access_token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    simulator().control.setFaults({ hang: true });
    await expect(fetch(`${base()}/ns-api/?format=json&object=domain&action=read`, { method: 'POST', signal: AbortSignal.timeout(200) })).rejects.toThrow();
  });

  it('counts requests per object and action, also over HTTP', async () => {
    const { access_token } = await token();
    await api('subscriber', 'read', { domain: 'acme.demo' }, access_token);
    await api('subscriber', 'read', { domain: 'acme.demo' }, access_token);
    const counters = await (await fetch(`${base()}/__simulator/counters`)).json();
    expect(counters.byKey).toEqual({ 'oauth2.token': 1, 'subscriber.read': 2 });
  });
});
