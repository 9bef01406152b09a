import { describe, expect, it } from 'vitest';
import { createControlRoutes, createFaultBoard, createRequestTally, faultSetters, handleServedPaths, json, serve, type ServedPath } from '../src/index.js';
import { useSimulator } from '../src/testing/use-simulator.js';

const PARTS = ['echo', 'ping'] as const;
type Part = (typeof PARTS)[number];

/** The smallest simulator of a system in two parts, built the way the real ones are. */
function createTinySimulator() {
  const faults = createFaultBoard(PARTS);
  const tally = createRequestTally(PARTS);
  const requests = () => ({ total: tally.total(), byPart: tally.byKey() });
  const reset = () => (faults.reset(), tally.reset());
  const served: Record<string, ServedPath<Part, Part>> = {
    '/echo': { part: 'echo', countedAs: 'echo', methods: ['POST'], answer: (request) => json(200, { body: request.body, q: request.params.get('q') }) },
    '/ping': { part: 'ping', countedAs: 'ping', methods: ['GET'], answer: () => json(200, { pong: true }) },
  };
  const control = createControlRoutes({ partField: 'part', parts: PARTS, faults, requests, reset });
  const failureOf = (part: Part, status: number) => json(status, { failed: part });
  return {
    control: { ...faultSetters(faults), requests, reset },
    ...serve(handleServedPaths({ servedAt: (path) => served[path], control, faults, tally, failureOf, notFound: json(404, { gone: true }) })),
  };
}

const sim = useSimulator(createTinySimulator);

describe('handleServedPaths', () => {
  it('answers what is served at a path (trailing slashes aside), with the query and body, counting each request', async () => {
    const echo = await fetch(`${sim.base()}/echo/?q=1`, { method: 'POST', body: 'hello' });
    expect(await echo.json()).toEqual({ body: 'hello', q: '1' });
    expect((await sim.get('/ping')).status).toBe(200);
    expect((await sim.get('/echo')).status).toBe(405);
    expect(await (await sim.get('/elsewhere')).json()).toEqual({ gone: true });
    expect(await sim.requests()).toEqual({ total: 2, byPart: { echo: 1, ping: 1 } });
  });

  it('answers the test controls under /__simulator/, and in-process through control', async () => {
    expect(await (await sim.control('fail', { status: 502, part: 'ping' })).json()).toEqual({ failStatus: 502, part: 'ping' });
    const failed = await sim.get('/ping');
    expect([failed.status, await failed.json()]).toEqual([502, { failed: 'ping' }]);
    sim.simulator().control.clearFaults('ping');
    expect((await sim.get('/ping')).status).toBe(200);
    sim.simulator().control.setFaults({ latencyMs: 200 });
    const started = Date.now();
    await sim.get('/ping');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('accepts a request and never answers it while its part hangs; the harness resets before each test', async () => {
    expect(await sim.read('requests')).toEqual({ total: 0, byPart: { echo: 0, ping: 0 } });
    await sim.control('hang', { part: 'echo' });
    await expect(fetch(`${sim.base()}/echo`, { method: 'POST', signal: AbortSignal.timeout(200) })).rejects.toThrow(/abort/i);
    expect((await sim.get('/ping')).status).toBe(200);
    expect((await sim.requests()).byPart.echo).toBe(1);
  });
});
