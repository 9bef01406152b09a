import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index.js';
import { usePortabilitySimulator } from './support/use-portability-simulator.js';

const sim = usePortabilitySimulator();
const { apiKey, customer } = DEMO_CREDENTIALS.peerless;
const PEERLESS = { api_key: apiKey, customer, tn: '3125550100' };
const tnList = { tnList: { tnItem: [{ tn: '3125550100' }] }, returnServiceProviderName: true };

describe('test controls (/__simulator/)', () => {
  it('counts the requests of each route, refused ones too, until reset (which also drops tokens)', async () => {
    const token = await sim.accessToken();
    await sim.availability(token, tnList);
    await sim.availability('wrong', tnList);
    await sim.isPortable({ tn: '3125550100' });
    await sim.peerless(PEERLESS);
    expect(await sim.requests()).toEqual({ total: 5, byRoute: { inteliquentToken: 1, inteliquentAvailability: 2, voipInnovations: 1, peerless: 1 } });
    expect((await sim.control('reset')).status).toBe(200);
    expect(await sim.requests()).toEqual({ total: 0, byRoute: { inteliquentToken: 0, inteliquentAvailability: 0, voipInnovations: 0, peerless: 0 } });
    expect((await sim.availability(token, tnList)).status).toBe(401);
  });

  it('delays answers by the latency asked', async () => {
    await sim.control('latency', { ms: 300, provider: 'peerless' });
    const started = Date.now();
    expect((await sim.peerless(PEERLESS)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('hangs: accepts a request and never answers, only on the provider named', async () => {
    await sim.control('hang', { provider: 'inteliquent' });
    await expect(fetch(`${sim.base()}/inteliquent/oauth/token`, { method: 'POST', signal: AbortSignal.timeout(300) })).rejects.toThrow(/aborted/i);
    expect((await sim.peerless(PEERLESS)).status).toBe(200);
    expect((await sim.requests()).byRoute.inteliquentToken).toBe(1);
  });

  it("fails with the status asked, in each provider's own shape, until it recovers", async () => {
    await sim.control('fail', { status: 503 });
    const token = await sim.token();
    expect(token.status).toBe(503);
    expect(await token.json()).toEqual({ statusCode: '503', status: 'Service Unavailable' });
    const vi = await sim.isPortable({ tn: '3125550100' });
    expect([vi.status, vi.headers.get('content-type')]).toEqual([503, 'text/html; charset=utf-8']);
    expect(await vi.text()).toContain('HTTP Error 503. The service is unavailable.');
    const peerless = await sim.peerless(PEERLESS);
    expect(await peerless.json()).toEqual({ status: 503, error: 'Service Unavailable', message: 'Service Unavailable' });

    await sim.control('fail', { status: 500, provider: 'voip-innovations' });
    expect(await (await sim.isPortable({ tn: '3125550100' })).text()).toContain('<faultcode>soap:Server</faultcode>');

    await sim.control('recover', {});
    expect((await sim.token()).status).toBe(200);
    expect((await sim.isPortable({ tn: '3125550100' })).status).toBe(200);
    expect((await sim.peerless(PEERLESS)).status).toBe(200);
  });

  it('refuses control bodies it cannot use, naming what is wrong', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['latency', { ms: -1 }, /ms/],
      ['fail', { status: 200 }, /status/],
      ['hang', { provider: 'bandwidth' }, /provider/],
    ];
    for (const [name, body, error] of cases) {
      const response = await sim.control(name, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
    expect((await fetch(`${sim.base()}/__simulator/fail`, { method: 'POST', body: '{status' })).status).toBe(400);
    expect((await sim.control('nothing')).status).toBe(404);
    expect((await sim.get('/inteliquent/elsewhere')).status).toBe(404);
  });
});
