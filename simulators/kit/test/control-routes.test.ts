import { describe, expect, it } from 'vitest';
import { createControlRoutes, createFaultBoard, json } from '../src/index.js';

const PARTS = ['token', 'api'] as const;

function controls() {
  const faults = createFaultBoard(PARTS);
  const done: string[] = [];
  const route = createControlRoutes({
    partField: 'endpoint',
    parts: PARTS,
    faults,
    requests: () => ({ total: 3 }),
    reset: () => void done.push('reset'),
    expireTokens: () => 2,
    reads: { things: () => ['a'] },
    commands: { poke: (body) => json(200, { poked: body.what }) },
    partControls: { pin: (_body, part) => json(200, { pinned: part ?? 'all' }) },
  });
  return { faults, done, route, post: (name: string, body: unknown = {}) => route(name, 'POST', JSON.stringify(body)) };
}

describe('createControlRoutes', () => {
  it('sets, adds to and clears faults on one part or on all, answering what it set', () => {
    const { faults, post } = controls();
    expect(post('latency', { ms: 300, endpoint: 'api' })).toEqual(json(200, { latencyMs: 300, endpoint: 'api' }));
    expect(post('fail', { status: 503 })).toEqual(json(200, { failStatus: 503, endpoint: 'all' }));
    expect([faults.of('api'), faults.of('token')]).toEqual([{ latencyMs: 300, failStatus: 503 }, { failStatus: 503 }]);
    expect(post('hang', { endpoint: 'token' })).toEqual(json(200, { hang: true, endpoint: 'token' }));
    expect(post('recover', { endpoint: 'api' })).toEqual(json(200, { recovered: 'api' }));
    expect([faults.of('api'), faults.of('token')]).toEqual([{}, { failStatus: 503, hang: true }]);
  });

  it('reads with GET or POST; everything else takes POST only', () => {
    const { route, done } = controls();
    expect(route('requests', 'GET', '')).toEqual(json(200, { total: 3 }));
    expect(route('things', 'POST', '')).toEqual(json(200, ['a']));
    expect(route('things', 'PUT', '')).toEqual(json(405, { error: 'control routes take POST' }));
    expect(route('reset', 'GET', '')).toEqual(json(405, { error: 'control routes take POST' }));
    expect(route('reset', 'POST', '')).toEqual(json(200, { reset: true }));
    expect(route('expire-tokens', 'POST', '')).toEqual(json(200, { expired: 2 }));
    expect(done).toEqual(['reset']);
  });

  it('takes commands whatever part the body names, but refuses an unknown part anywhere else', () => {
    const { post } = controls();
    expect(post('poke', { what: 1, endpoint: 'elsewhere' })).toEqual(json(200, { poked: 1 }));
    expect(post('reset', { endpoint: 'elsewhere' }).status).toBe(200);
    const refusal = json(400, { error: 'endpoint must be one of token, api' });
    for (const name of ['hang', 'pin', 'nothing']) expect(post(name, { endpoint: 'elsewhere' })).toEqual(refusal);
    expect(post('pin', { endpoint: 'api' })).toEqual(json(200, { pinned: 'api' }));
  });

  it('refuses bodies it cannot use and names it does not know', () => {
    const { route, post } = controls();
    for (const text of ['{ms', '[]', '"text"']) expect(route('latency', 'POST', text)).toEqual(json(400, { error: 'the body must be a JSON object' }));
    expect(post('latency', { ms: -1 }).status).toBe(400);
    expect(post('latency', { ms: 1.5 }).status).toBe(400);
    expect(post('fail', { status: 302 })).toEqual(json(400, { error: 'status must be an HTTP error status, 400 to 599' }));
    for (const name of ['nothing', 'constructor', 'toString', '']) expect(post(name)).toEqual(json(404, { error: `unknown control route ${name}` }));
  });
});
