import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../src/integrations/netsapiens/platform-error.js';
import { acmeClient, useSimulator } from '../support/simulator.js';

const platform = useSimulator({ resetEach: true });

const client = (options = {}) => acmeClient(platform.url, options);

describe("NetsapiensClient: the cluster's cores (GET /ns-api/v2/phones/servers)", () => {
  it('reads each core with its region, ports and status, and serves a repeat from its cache', async () => {
    const ns = client();
    const cores = await ns.servers();
    expect(cores.map((core) => core.name)).toContain('core1-tor');
    expect(cores.find((core) => core.name === 'core1-tor')).toMatchObject({ geo_group: 'ca-east', port_tcp: '5060', port_tls: '5061', status: 'up' });
    await ns.servers();
    expect(platform.simulator.control.counters().byKey['phones.servers']).toBe(1);
  });

  it("reads each of the tenant's domains with its region (geo_group)", async () => {
    const domains = await client().read('domain');
    expect(Object.fromEntries(domains.map((row) => [row.domain, row.geo_group]))).toEqual({ 'acme.demo': 'ca-east', 'acme-branch.demo': 'us-east' });
  });

  it('renews its token once after the expired-token 401 and carries on', async () => {
    const ns = client({ cacheTtlMs: 0 });
    await ns.servers();
    platform.simulator.control.setFaults({ expireNextToken: true, object: 'phones' });
    expect((await ns.servers()).length).toBeGreaterThanOrEqual(3);
    expect(platform.simulator.control.counters().byKey['oauth2.token']).toBe(2);
  });

  it('turns a hang into a clear timeout error, and a 500 into a clear failure', async () => {
    platform.simulator.control.setFaults({ hang: true, object: 'phones' });
    const hung = await client({ timeoutMs: 300 }).servers().catch((error: unknown) => error);
    expect((hung as PlatformError).message).toBe('NetSapiens did not answer within 0.3 s. Please try again in a moment.');
    platform.simulator.control.setFaults({ status500: true, object: 'phones' });
    const failed = await client().servers().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PlatformError);
    expect((failed as PlatformError).message).toBe('NetSapiens answered with an error (HTTP 500). Please try again later.');
  });
});
