import { describe, expect, it } from 'vitest';
import { DEMO_DEALERS } from '../src/index.js';
import { useVinSolutionsSimulator } from './support/use-vinsolutions-simulator.js';

const sim = useVinSolutionsSimulator();
const [FIRST, SECOND] = DEMO_DEALERS as [(typeof DEMO_DEALERS)[number], (typeof DEMO_DEALERS)[number]];
const dealersNow = async () => (await (await fetch(`${sim.base()}/__simulator/dealers`)).json()) as { dealers: Array<{ DealerId: number }>; removed: number[] };

describe('test controls (/__simulator/)', () => {
  it('counts the requests of each route, refused ones too, until reset (which also drops tokens and brings the dealers back)', async () => {
    const token = await sim.accessToken();
    await sim.dealers(sim.headers(token));
    await sim.dealers(sim.headers('wrong'));
    await sim.remove(FIRST.DealerId, sim.headers(token));
    expect(await sim.requests()).toEqual({ total: 4, byRoute: { token: 1, dealers: 2, remove: 1 } });
    expect((await dealersNow()).removed).toEqual([FIRST.DealerId]);
    expect((await sim.control('reset')).status).toBe(200);
    expect(await sim.requests()).toEqual({ total: 0, byRoute: { token: 0, dealers: 0, remove: 0 } });
    expect(await dealersNow()).toEqual({ dealers: DEMO_DEALERS, removed: [] });
    expect((await sim.dealers(sim.headers(token))).status).toBe(401);
  });

  it('restores a removed dealer in its place; a dealer never removed stays; an unknown one is refused', async () => {
    const headers = sim.headers(await sim.accessToken());
    await sim.remove(FIRST.DealerId, headers);
    await sim.remove(SECOND.DealerId, headers);
    const restored = await sim.control('restore', { DealerId: FIRST.DealerId });
    expect(await restored.json()).toEqual({ DealerId: FIRST.DealerId, outcome: 'restored' });
    expect(await (await sim.control('restore', { DealerId: FIRST.DealerId })).json()).toEqual({ DealerId: FIRST.DealerId, outcome: 'present' });
    const now = await dealersNow();
    expect(now.removed).toEqual([SECOND.DealerId]);
    expect(now.dealers[0]).toEqual(FIRST);
    expect((await sim.control('restore', { DealerId: 1 })).status).toBe(404);
    expect((await sim.control('restore', { DealerId: '14203' })).status).toBe(400);
  });

  it('expires every token handed out', async () => {
    const token = await sim.accessToken();
    expect(await (await sim.control('expire-tokens')).json()).toEqual({ expired: 1 });
    expect((await sim.dealers(sim.headers(token))).status).toBe(401);
    expect((await sim.dealers(sim.headers(await sim.accessToken()))).status).toBe(200);
  });

  it('delays answers by the latency asked, on the endpoint named only', async () => {
    await sim.control('latency', { ms: 300, endpoint: 'gateway' });
    let started = Date.now();
    const token = await sim.accessToken();
    expect(Date.now() - started).toBeLessThan(250);
    started = Date.now();
    expect((await sim.dealers(sim.headers(token))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('hangs: accepts a request and never answers it', async () => {
    const token = await sim.accessToken();
    await sim.control('hang');
    await expect(fetch(`${sim.base()}/gateway/v1/organization/dealers`, { headers: sim.headers(token), signal: AbortSignal.timeout(300) })).rejects.toThrow(/aborted/i);
    expect((await sim.requests()).byRoute.dealers).toBe(1);
  });

  it("fails with the status asked, in each endpoint's own shape, until it recovers", async () => {
    const token = await sim.accessToken();
    await sim.control('fail', { status: 503 });
    const tokenAnswer = await sim.token();
    expect([tokenAnswer.status, await tokenAnswer.json()]).toEqual([503, { error: 'server_error', error_description: 'Service Unavailable' }]);
    const list = await sim.dealers(sim.headers(token));
    expect([list.status, await list.json()]).toEqual([503, { statusCode: 503, message: 'Service Unavailable' }]);
    await sim.control('recover', { endpoint: 'token' });
    expect((await sim.token()).status).toBe(200);
    expect((await sim.dealers(sim.headers(token))).status).toBe(503);
    await sim.control('recover');
    expect((await sim.dealers(sim.headers(token))).status).toBe(200);
  });

  it('refuses control bodies it cannot use, naming what is wrong', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['latency', { ms: -1 }, /ms/],
      ['fail', { status: 200 }, /status/],
      ['hang', { endpoint: 'elsewhere' }, /endpoint/],
      ['restore', {}, /DealerId/],
    ];
    for (const [name, body, error] of cases) {
      const response = await sim.control(name, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
    expect((await fetch(`${sim.base()}/__simulator/fail`, { method: 'POST', body: '{status' })).status).toBe(400);
    expect((await sim.control('nothing')).status).toBe(404);
  });
});
