import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testResultOf } from '../../src/features/platform-connections/test-result.js';
import { NetsapiensClient } from '../../src/integrations/netsapiens/netsapiens-client.js';
import { PlatformError } from '../../src/integrations/netsapiens/platform-error.js';

/** A port that was just free: listened on, noted, closed, so a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What the sign-in of a connection check throws, without throwing itself. */
async function signInFailure(apiUrl: string): Promise<unknown> {
  const client = new NetsapiensClient({ apiUrl, clientId: 'c', clientSecret: 's', username: 'u', password: 'p' }, { timeoutMs: 2000 });
  return client.checkSignIn().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the answer of Test connection to a failed sign-in', () => {
  it('says unreachable for a closed port outside, never that the credentials were refused', async () => {
    // Only a local port can be closed on purpose here; whether the address is internal is the service's
    // second argument, so this is the classification an address outside gets for the same refusal.
    const error = await signInFailure(`http://127.0.0.1:${await closedPort()}`);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).failure).toBe('unreachable');
    expect(testResultOf(error, false)).toBe('unreachable');
  });

  it('names each failure outside as it is, and anything else an error', () => {
    for (const failure of ['credentials', 'timeout', 'unreachable', 'blocked'] as const) {
      expect(testResultOf(new PlatformError(failure), false), failure).toBe(failure);
    }
    expect(testResultOf(new PlatformError('server', 'HTTP 500'), false)).toBe('error');
    expect(testResultOf(new Error('boom'), false)).toBe('error');
  });

  it('answers every failure at an internal address alike, except a timeout, so the check cannot scan the network', () => {
    for (const failure of ['credentials', 'unreachable', 'blocked', 'server', 'refused', 'malformed'] as const) {
      expect(testResultOf(new PlatformError(failure), true), failure).toBe('refused');
    }
    expect(testResultOf(new PlatformError('timeout', '5 s'), true)).toBe('timeout');
  });
});
