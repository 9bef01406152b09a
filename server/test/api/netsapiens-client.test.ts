import { describe, expect, it } from 'vitest';
import { NetsapiensClient } from '../../src/integrations/netsapiens/netsapiens-client.js';
import { PlatformError } from '../../src/integrations/netsapiens/platform-error.js';
import { ACME_CREDENTIALS as acme, acmeClient, expectBackOffAfterBlock, useSimulator } from '../support/simulator.js';

const platform = useSimulator({ resetEach: true });

const client = (options = {}) => acmeClient(platform.url, options);

describe('NetsapiensClient against the simulator', () => {
  it('reads subscribers of its own domain with string values', async () => {
    const rows = await client().read('subscriber', { domain: 'acme.demo' });
    expect(rows.length).toBeGreaterThan(20);
    expect(rows[0]).toMatchObject({ domain: 'acme.demo', user: '1001' });
  });

  it('coalesces identical concurrent reads into one platform request, and serves repeats from its cache', async () => {
    const ns = client();
    const results = await Promise.all(Array.from({ length: 20 }, () => ns.read('subscriber', { domain: 'acme.demo' })));
    expect(new Set(results.map((rows) => rows.length)).size).toBe(1);
    await ns.read('subscriber', { domain: 'acme.demo' });
    expect(platform.simulator.control.counters().byKey['subscriber.read']).toBe(1);
  });

  it('keeps at most cacheMaxEntries reads, dropping the oldest first', async () => {
    const ns = client({ cacheMaxEntries: 2 });
    for (const fields of ['user', 'email', 'first_name']) await ns.read('subscriber', { domain: 'acme.demo', fields });
    await ns.read('subscriber', { domain: 'acme.demo', fields: 'first_name' });
    expect(platform.simulator.control.counters().byKey['subscriber.read']).toBe(3);
    await ns.read('subscriber', { domain: 'acme.demo', fields: 'user' });
    expect(platform.simulator.control.counters().byKey['subscriber.read']).toBe(4);
  });

  it('drops cached reads of an object after its own write', async () => {
    const ns = client();
    const before = await ns.read('device', { domain: 'acme.demo', user: '1002' });
    await ns.write('device', 'create', { domain: 'acme.demo', device: '1002e', user: '1002' });
    const after = await ns.read('device', { domain: 'acme.demo', user: '1002' });
    expect(after.length).toBe(before.length + 1);
    expect(platform.simulator.control.counters().byKey['device.read']).toBe(2);
  });

  it('renews its token once after the expired-token 401 and carries on', async () => {
    const ns = client({ cacheTtlMs: 0 });
    await ns.read('domain');
    platform.simulator.control.setFaults({ expireNextToken: true });
    expect((await ns.read('domain')).map((row) => row.domain)).toEqual(['acme.demo', 'acme-branch.demo']);
    expect(platform.simulator.control.counters().byKey['oauth2.token']).toBe(2);
  });

  it('turns a hang into a clear timeout error naming the platform', async () => {
    platform.simulator.control.setFaults({ hang: true, object: 'subscriber' });
    const failure = await client({ timeoutMs: 300 }).read('subscriber', { domain: 'acme.demo' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformError);
    expect((failure as PlatformError).message).toBe('NetSapiens did not answer within 0.3 s. Please try again in a moment.');
  });

  it('reports a 500 clearly and writes nothing', async () => {
    // The client's own clock, moved on past the second it then holds back, rather than waited out.
    let now = Date.now();
    const ns = client({ now: () => now });
    platform.simulator.control.setFaults({ status500: true, object: 'device' });
    const failure = await ns.write('device', 'create', { domain: 'acme.demo', device: '1003m', user: '1003' }).catch((e: unknown) => e);
    expect((failure as PlatformError).message).toBe('NetSapiens answered with an error (HTTP 500). Please try again later.');
    platform.simulator.control.clearFaults();
    now += 1100;
    expect(await ns.read('device', { domain: 'acme.demo', device: '1003m' })).toEqual([]);
  });

  it('backs off after a 403 block: the next calls fail at once without reaching the platform', async () => {
    const ns = client({ cacheTtlMs: 0 });
    await ns.read('domain');
    await expectBackOffAfterBlock(platform.simulator, ns, ns);
  });

  it('refuses wrong credentials with a clear message', async () => {
    const wrong = new NetsapiensClient({ apiUrl: platform.url, clientId: acme.clientId, clientSecret: 'wrong', username: acme.username, password: acme.password });
    await expect(wrong.read('domain')).rejects.toThrow('NetSapiens refused the credentials of the platform connection.');
  });
});
