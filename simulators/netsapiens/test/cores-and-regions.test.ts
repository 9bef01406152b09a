import { describe, expect, it } from 'vitest';
import { useAcmeSimulator } from './support/acme-simulator.js';

const { simulator, base, accessToken, call } = useAcmeSimulator();

const servers = (token: string, init: RequestInit = {}) => fetch(`${base()}/ns-api/v2/phones/servers`, { ...init, headers: { authorization: `Bearer ${token}` } });

describe('cores and regions (GET /ns-api/v2/phones/servers, domain geo_group)', () => {
  it("answers the cluster's cores as server profiles, each with its region (geo_group) and ports", async () => {
    const answer = await servers(await accessToken());
    expect(answer.status).toBe(200);
    const cores = (await answer.json()) as Array<Record<string, string>>;
    expect(cores.length).toBeGreaterThanOrEqual(3);
    expect(cores[0]).toEqual({
      name: 'core1-tor', location: 'Toronto', geo_group: 'ca-east', port_tcp: '5060', port_tls: '5061',
      backup_ok: 'yes', postfix: 'core1-tor.sip.demo', ns_api_hostname: 'core1-tor.api.demo', status: 'up',
    });
    expect(new Set(cores.map((core) => core.geo_group)).size).toBeGreaterThanOrEqual(2);
    expect(simulator().control.counters().byKey['phones.servers']).toBe(1);
  });

  it("gives acme's domains two regions with three cores between them", async () => {
    const token = await accessToken();
    const domains = (await (await call('domain', 'read', {}, token)).json()) as Array<{ domain: string; geo_group: string }>;
    const regions = Object.fromEntries(domains.map((row) => [row.domain, row.geo_group]));
    expect(regions).toEqual({ 'acme.demo': 'ca-east', 'acme-branch.demo': 'us-east' });
    const cores = (await (await servers(token)).json()) as Array<{ geo_group: string }>;
    expect(cores.filter((core) => Object.values(regions).includes(core.geo_group))).toHaveLength(3);
  });

  it('refuses a request without a valid token, and any method but GET', async () => {
    expect((await servers('not-a-token')).status).toBe(401);
    expect((await servers(await accessToken(), { method: 'POST' })).status).toBe(405);
  });

  it('fails as told: a 500 for the servers read', async () => {
    simulator().control.setFaults({ object: 'phones', action: 'servers', status500: true });
    const token = await accessToken();
    expect((await servers(token)).status).toBe(500);
    expect((await call('domain', 'read', {}, token)).status).toBe(200);
  });
});
