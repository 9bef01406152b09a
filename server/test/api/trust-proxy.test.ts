import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { TestApp } from '../helper.js';
import { useApp } from '../support/test-app.js';

/**
 * The client address behind a proxy (TRUST_PROXY): only what the named proxies say is believed, so
 * a client that writes X-Forwarded-For itself still counts as itself in every per-address limit.
 */
const checkFrom = (t: TestApp, socket: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/checkPeerlessPortability',
    remoteAddress: socket,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    // A cloud id no tenant has: each check is counted against the address, then answered 404, asking no provider.
    payload: JSON.stringify({ cloud_id: 'no-such-tenant', numbers: '2025550143' }),
  });

/** The answers to 16 checks, each with a different address of the client's own making in front of the real one. */
async function sixteenSpoofedChecks(t: TestApp, socket: string, real: string): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 1; index <= 16; index++) answers.push((await checkFrom(t, socket, `203.0.113.${index}, ${real}`)).statusCode);
  return answers;
}

const fifteenThenRefused = [...Array<number>(15).fill(404), 429];

describe('TRUST_PROXY', () => {
  it('is false, a number of hops (true: one), or the proxies\' addresses and ranges; anything else is refused', () => {
    const trust = (value?: string) => loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16, fd00::/8')).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) expect(() => trust(bad), bad).toThrow(ConfigError);
  });

  describe('one proxy (true)', () => {
    const app = useApp({ TRUST_PROXY: 'true' });

    it('counts the address the proxy saw, not the addresses the client wrote before it', async () => {
      expect(await sixteenSpoofedChecks(app.t, '10.0.0.1', '198.51.100.77')).toEqual(fifteenThenRefused);
      // Another client behind the same proxy has its own count.
      expect((await checkFrom(app.t, '10.0.0.1', '198.51.100.78')).statusCode).toBe(404);
    });
  });

  describe("the proxies' addresses", () => {
    const app = useApp({ TRUST_PROXY: '10.0.0.0/8' });

    it('believes only them: a client connecting directly is counted as itself, whatever it writes', async () => {
      expect(await sixteenSpoofedChecks(app.t, '10.1.2.3', '198.51.100.80')).toEqual(fifteenThenRefused);
      // Past the proxy the client's own entries are not believed either: they are not the proxy's.
      expect(await sixteenSpoofedChecks(app.t, '198.51.100.90', '198.51.100.91')).toEqual(fifteenThenRefused);
      expect((await checkFrom(app.t, '198.51.100.92')).statusCode).toBe(404);
    });
  });
});
