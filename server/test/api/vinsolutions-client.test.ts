import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createVinSolutionsClient, type VinSolutionsClient } from '../../src/integrations/vinsolutions/vinsolutions-client.js';
import { VinSolutionsError, type VinSolutionsFailure } from '../../src/integrations/vinsolutions/vinsolutions-error.js';
import { SIMULATOR_CREDENTIALS, useVinSolutionsSimulator } from '../support/vinsolutions-simulator.js';

const sim = useVinSolutionsSimulator({ resetEach: true });
const TIMEOUT_MS = 3000;
const WRONG_SECRET = 'wrong-client-secret-value';
const WRONG_KEY = 'wrong-api-key-value';
const SECRETS = [SIMULATOR_CREDENTIALS.clientSecret, SIMULATOR_CREDENTIALS.apiKey, WRONG_SECRET, WRONG_KEY];
const FIRST_DEALER = { DealerId: 14203, Name: 'Sunrise Toyota', City: 'Phoenix', State: 'AZ' };

type Options = { clientSecret?: string; apiKey?: string; timeoutMs?: number; now?: () => number; apiUrl?: string; tokenUrl?: string };
const client = (options: Options = {}): VinSolutionsClient =>
  createVinSolutionsClient({
    tokenUrl: options.tokenUrl ?? `${sim.url}/connect/token`,
    apiUrl: options.apiUrl ?? sim.url,
    clientId: SIMULATOR_CREDENTIALS.clientId,
    clientSecret: options.clientSecret ?? SIMULATOR_CREDENTIALS.clientSecret,
    apiKey: options.apiKey ?? SIMULATOR_CREDENTIALS.apiKey,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    now: options.now,
  });

/** The VinSolutionsError a call fails with, after making sure no secret is in anything it shows. */
async function failureOf(call: Promise<unknown>): Promise<VinSolutionsError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(VinSolutionsError);
  const failed = error as VinSolutionsError;
  const shown = `${failed.message} ${JSON.stringify(failed.detail)} ${JSON.stringify(failed.logFields())} ${String(failed.stack)}`;
  for (const secret of SECRETS) expect(shown).not.toContain(secret);
  return failed;
}

const expectFailure = (error: VinSolutionsError, failure: VinSolutionsFailure, message: RegExp) => {
  expect(error.failure).toBe(failure);
  expect(error.message).toMatch(message);
};

/** A server on a free port answering every request as `answer` says, closed after `run`. */
async function withServer(answer: (res: http.ServerResponse) => void, run: (url: string) => Promise<void>): Promise<void> {
  const server = http.createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A loopback port nothing listens on (one a server just let go of). */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the VinSolutions client', () => {
  it('lists the dealers with their DealerId, Name, City and State', async () => {
    const dealers = await client().listDealers();
    expect(dealers.length).toBeGreaterThanOrEqual(40);
    expect(dealers[0]).toEqual(FIRST_DEALER);
    expect(dealers.every((dealer) => Number.isInteger(dealer.DealerId))).toBe(true);
    expect((await sim.requests()).byRoute).toEqual({ token: 1, dealers: 1, remove: 0 });
  });

  it('removes a dealer, which the next list no longer has', async () => {
    const vendor = client();
    await vendor.removeDealer(FIRST_DEALER.DealerId);
    expect((await vendor.listDealers()).map((dealer) => dealer.DealerId)).not.toContain(FIRST_DEALER.DealerId);
    expect((await sim.dealers()).removed).toEqual([FIRST_DEALER.DealerId]);
  });

  it('keeps its token: later calls ask no new one, and concurrent first calls share one token request', async () => {
    const vendor = client();
    await Promise.all([vendor.listDealers(), vendor.listDealers(), vendor.listDealers()]);
    await vendor.removeDealer(FIRST_DEALER.DealerId);
    await vendor.listDealers();
    expect((await sim.requests()).byRoute).toEqual({ token: 1, dealers: 4, remove: 1 });
  });

  it('asks a new token shortly before the old one expires', async () => {
    let now = Date.now();
    const vendor = client({ now: () => now });
    await vendor.listDealers();
    now += 3_500_000; // the token lives 3600 s; 100 s before that it is still used
    await vendor.listDealers();
    expect((await sim.requests()).byRoute.token).toBe(1);
    now += 60_000; // within the last minute it is renewed first
    await vendor.listDealers();
    expect((await sim.requests()).byRoute).toMatchObject({ token: 2, dealers: 3 });
  });

  it('renews a token the gateway refuses (expired early) once, and retries the call', async () => {
    const vendor = client();
    await vendor.listDealers();
    await sim.control('expire-tokens');
    await vendor.removeDealer(FIRST_DEALER.DealerId);
    expect((await sim.requests()).byRoute).toEqual({ token: 2, dealers: 1, remove: 2 });
    expect((await sim.dealers()).removed).toEqual([FIRST_DEALER.DealerId]);
  });

  it('renews only once: a 401 that goes on is a credentials failure, not a loop', async () => {
    const vendor = client();
    await vendor.listDealers();
    await sim.control('fail', { status: 401, endpoint: 'gateway' });
    expectFailure(await failureOf(vendor.listDealers()), 'invalid-credentials', /^VinSolutions refused the client credentials .*: the API refused a freshly issued token$/);
    expect((await sim.requests()).byRoute).toEqual({ token: 2, dealers: 3, remove: 0 });
  });

  it('a wrong client secret: the token is refused, in OAuth2 words, without the secret', async () => {
    const error = await failureOf(client({ clientSecret: WRONG_SECRET }).listDealers());
    expectFailure(error, 'invalid-credentials', /^VinSolutions refused the client credentials \(VINSOLUTIONS_CLIENT_ID, VINSOLUTIONS_CLIENT_SECRET\): invalid_client$/);
    expect(error.request).toBe('token');
    expect((await sim.requests()).byRoute).toEqual({ token: 1, dealers: 0, remove: 0 });
  });

  it('a wrong API key: 403, named as the API key, without the key', async () => {
    const error = await failureOf(client({ apiKey: WRONG_KEY }).listDealers());
    expectFailure(error, 'invalid-api-key', /^VinSolutions refused the API key \(VINSOLUTIONS_API_KEY\): Forbidden/);
    expect(error.detail.status).toBe(403);
  });

  it('a dealer already removed: 404 as dealer-not-found, naming the dealer', async () => {
    const vendor = client();
    await vendor.removeDealer(FIRST_DEALER.DealerId);
    const error = await failureOf(vendor.removeDealer(FIRST_DEALER.DealerId));
    expectFailure(error, 'dealer-not-found', /^VinSolutions has no dealer 14203 connected to the integration: Not Found: dealer 14203 is not connected/);
    expect(error.detail).toMatchObject({ status: 404, dealerId: 14203 });
  });

  it('the vendor down: its 5xx on the token or the API, or nothing listening', async () => {
    await sim.control('fail', { status: 503, endpoint: 'token' });
    expectFailure(await failureOf(client().listDealers()), 'service-error', /^VinSolutions is failing \(HTTP 503\): server_error: Service Unavailable$/);
    await sim.control('recover');
    const vendor = client();
    await vendor.listDealers();
    await sim.control('fail', { status: 500, endpoint: 'gateway' });
    expectFailure(await failureOf(vendor.removeDealer(FIRST_DEALER.DealerId)), 'service-error', /^VinSolutions is failing \(HTTP 500\): Internal Server Error$/);
    expect((await sim.dealers()).removed).toEqual([]);
    const closedPort = await freePort();
    expectFailure(await failureOf(client({ tokenUrl: `http://127.0.0.1:${closedPort}/connect/token` }).listDealers()), 'unreachable', /^VinSolutions could not be reached: ECONNREFUSED$/);
  });

  it('slow past the timeout: fails within it, on the token or on the API', async () => {
    await sim.control('hang', { endpoint: 'token' });
    let started = Date.now();
    expectFailure(await failureOf(client({ timeoutMs: 300 }).listDealers()), 'timeout', /^VinSolutions did not answer within 0.3 s \(VINSOLUTIONS_TIMEOUT_MS\)$/);
    expect(Date.now() - started).toBeLessThan(2000);
    await sim.control('recover');
    const vendor = client({ timeoutMs: 300 });
    await vendor.listDealers();
    await sim.control('latency', { ms: 1000, endpoint: 'gateway' });
    started = Date.now();
    expectFailure(await failureOf(vendor.listDealers()), 'timeout', /did not answer within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('refuses to follow a redirect, which would carry the token and the API key elsewhere', async () => {
    await withServer(
      (res) => res.writeHead(307, { location: `${sim.url}/gateway/v1/organization/dealers` }).end(),
      async (apiUrl) => {
        expectFailure(await failureOf(client({ apiUrl }).listDealers()), 'service-error', /redirected the request elsewhere, which is refused/);
      },
    );
    expect((await sim.requests()).byRoute.dealers).toBe(0);
  });

  it('an answer that is not a dealers list is a bad answer; the vendor echoing a secret has it withheld', async () => {
    await withServer(
      (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
      async (apiUrl) => expectFailure(await failureOf(client({ apiUrl }).listDealers()), 'bad-answer', /no Items\[\] of DealerId, Name, City and State/),
    );
    await withServer(
      (res) => res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 400, message: `bad api_key ${SIMULATOR_CREDENTIALS.apiKey}` })),
      async (apiUrl) => expectFailure(await failureOf(client({ apiUrl }).listDealers()), 'refused', /^VinSolutions refused the request \(HTTP 400\): bad api_key \[redacted\]$/),
    );
  });
});
