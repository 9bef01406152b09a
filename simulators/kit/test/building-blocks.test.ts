import { afterEach, describe, expect, it } from 'vitest';
import { bearerTokenOf, clientCredentialsOf, createFaultBoard, createRequestTally, createTokenBook, jsonObject, secondsFromEnv } from '../src/index.js';

describe('createTokenBook', () => {
  it('hands out tokens that live their lifetime on its clock, then are refused as unknown ones are', () => {
    let now = 1_000;
    const tokens = createTokenBook<{ tenant: string }>({ lifetimeSeconds: 60, now: () => now });
    const { accessToken, expiresIn } = tokens.issue({ tenant: 'acme' });
    expect([accessToken, expiresIn]).toEqual([expect.stringMatching(/^[\w-]{32}$/), 60]);
    expect([tokens.isValid(accessToken), tokens.grantOf(accessToken)]).toEqual([true, { tenant: 'acme' }]);
    now += 60_000;
    expect([tokens.isValid(accessToken), tokens.grantOf(accessToken)]).toEqual([false, 'expired']);
    expect([tokens.isValid('made-up'), tokens.grantOf('made-up')]).toEqual([false, undefined]);
  });

  it('expires one token or all of them at once, and forgets them all on clear', () => {
    let count = 0;
    const tokens = createTokenBook({ lifetimeSeconds: 3600, mint: () => `token-${++count}` });
    const [first, second] = [tokens.issue(), tokens.issue()].map((issued) => issued.accessToken) as [string, string];
    tokens.expire(first);
    expect([tokens.isValid(first), tokens.isValid(second)]).toEqual([false, true]);
    expect(tokens.expireAll()).toBe(2);
    expect(tokens.isValid(second)).toBe(false);
    tokens.clear();
    expect([tokens.grantOf(first), tokens.expireAll()]).toEqual([undefined, 0]);
  });
});

describe('createRequestTally and createFaultBoard', () => {
  it('counts by key, from 0 for the keys given, any other key as it comes; answers copies', () => {
    const tally = createRequestTally<string>(['a', 'b']);
    tally.count('a');
    tally.count('c');
    const counts = tally.byKey();
    counts.a = 99;
    expect([tally.total(), tally.byKey()]).toEqual([2, { a: 1, b: 0, c: 1 }]);
    tally.reset();
    expect([tally.total(), tally.byKey()]).toEqual([0, { a: 0, b: 0 }]);
  });

  it('keeps faults per part, added to one part or to all, until cleared or reset', () => {
    const faults = createFaultBoard(['x', 'y'] as const);
    faults.set({ latencyMs: 5 });
    faults.set({ hang: true }, 'y');
    expect([faults.of('x'), faults.of('y')]).toEqual([{ latencyMs: 5 }, { latencyMs: 5, hang: true }]);
    faults.clear('x');
    expect(faults.of('x')).toEqual({});
    faults.reset();
    expect(faults.of('y')).toEqual({});
  });
});

describe('reading requests', () => {
  it("reads an OAuth2 client's credentials from HTTP Basic first, else from the form, and a bearer token", () => {
    const form = new URLSearchParams({ client_id: 'form-id', client_secret: 'form-secret' });
    const basic = `Basic ${Buffer.from('basic%20id:secret:with:colons').toString('base64')}`;
    expect(clientCredentialsOf({ authorization: basic }, form)).toEqual({ clientId: 'basic id', clientSecret: 'secret:with:colons' });
    expect(clientCredentialsOf({}, form)).toEqual({ clientId: 'form-id', clientSecret: 'form-secret' });
    expect(clientCredentialsOf({}, new URLSearchParams())).toEqual({ clientId: '', clientSecret: '' });
    expect([bearerTokenOf({ authorization: 'bearer abc' }), bearerTokenOf({ authorization: 'Bearer a b' }), bearerTokenOf({})]).toEqual(['abc', '', '']);
  });

  it('takes a JSON object only, and nothing else (an empty text included)', () => {
    expect(jsonObject('{"a":1}')).toEqual({ a: 1 });
    for (const text of ['', '[]', 'null', '1', '{a']) expect(jsonObject(text)).toBeUndefined();
  });
});

describe('secondsFromEnv', () => {
  afterEach(() => {
    delete process.env.KIT_TEST_SECONDS;
  });

  it('reads a positive number of seconds, and falls back on anything else', () => {
    expect(secondsFromEnv('KIT_TEST_SECONDS', 3600)).toBe(3600);
    for (const [text, seconds] of [['2', 2], ['0.5', 0.5], ['0', 3600], ['-1', 3600], ['soon', 3600]] as const) {
      process.env.KIT_TEST_SECONDS = text;
      expect(secondsFromEnv('KIT_TEST_SECONDS', 3600)).toBe(seconds);
    }
  });
});
