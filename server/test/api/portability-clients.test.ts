import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInteliquentClient } from '../../src/integrations/portability/inteliquent.js';
import { createPeerlessClient } from '../../src/integrations/portability/peerless.js';
import type { PortabilityClient } from '../../src/integrations/portability/portability-client.js';
import { PortabilityError, type PortabilityFailure } from '../../src/integrations/portability/portability-error.js';
import { createVoipInnovationsClient } from '../../src/integrations/portability/voip-innovations.js';
import { SIMULATOR_CREDENTIALS, usePortabilitySimulator } from '../support/portability-simulator.js';

const sim = usePortabilitySimulator({ resetEach: true });
const TIMEOUT_MS = 3000;
const SECRETS = [SIMULATOR_CREDENTIALS.inteliquent.clientSecret, SIMULATOR_CREDENTIALS.voipInnovations.secret, SIMULATOR_CREDENTIALS.peerless.passCode, 'wrong-secret-value'];

const inteliquent = (options: { clientSecret?: string; timeoutMs?: number; now?: () => number; apiUrl?: string } = {}) =>
  createInteliquentClient({
    name: 'Inteliquent',
    tokenUrl: `${sim.url}/inteliquent/oauth/token`,
    apiUrl: options.apiUrl ?? `${sim.url}/inteliquent`,
    clientId: SIMULATOR_CREDENTIALS.inteliquent.clientId,
    clientSecret: options.clientSecret ?? SIMULATOR_CREDENTIALS.inteliquent.clientSecret,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    now: options.now,
  });
const voipInnovations = (options: { login?: string; secret?: string; timeoutMs?: number } = {}) =>
  createVoipInnovationsClient({
    name: 'VI Back Office',
    apiUrl: `${sim.url}/voip-innovations/APIService.asmx`,
    login: options.login ?? SIMULATOR_CREDENTIALS.voipInnovations.login,
    secret: options.secret ?? SIMULATOR_CREDENTIALS.voipInnovations.secret,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
  });
const peerless = (options: { passCode?: string; timeoutMs?: number } = {}) =>
  createPeerlessClient({
    name: 'Peerless Network',
    apiUrl: `${sim.url}/peerless`,
    customer: SIMULATOR_CREDENTIALS.peerless.customer,
    userId: '7',
    passCode: options.passCode ?? SIMULATOR_CREDENTIALS.peerless.passCode,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
  });

/** The PortabilityError a check fails with, after making sure no secret is in anything it shows. */
async function failureOf(client: PortabilityClient, numbers = ['3125550100']): Promise<PortabilityError> {
  const error = await client.check(numbers).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PortabilityError);
  const shown = `${(error as Error).message} ${JSON.stringify((error as PortabilityError).detail)} ${JSON.stringify((error as PortabilityError).logFields())}`;
  for (const secret of SECRETS) expect(shown).not.toContain(secret);
  return error as PortabilityError;
}

const expectFailure = (error: PortabilityError, failure: PortabilityFailure, message: RegExp) => {
  expect(error.failure).toBe(failure);
  expect(error.message).toMatch(message);
};

describe('Inteliquent client', () => {
  it('maps portInAvailability to result rows: portable and not portable', async () => {
    expect(await inteliquent().check(['3125550100', '2125550199'])).toEqual([
      { telephoneNumber: '3125550100', isPortable: 'Yes', serviceProviderName: 'AT&T Illinois', type: '', name: 'Inteliquent' },
      { telephoneNumber: '2125550199', isPortable: 'No', serviceProviderName: 'Verizon New York Inc.', type: '', name: 'Inteliquent' },
    ]);
    // All the numbers in one call.
    expect((await sim.requests()).byRoute).toMatchObject({ inteliquentToken: 1, inteliquentAvailability: 1 });
  });

  it('keeps its token: a second check asks no new one, and concurrent first checks share one request', async () => {
    const client = inteliquent();
    await Promise.all([client.check(['3125550100']), client.check(['4155550100']), client.check(['6025550100'])]);
    await client.check(['3125550100']);
    expect((await sim.requests()).byRoute).toMatchObject({ inteliquentToken: 1, inteliquentAvailability: 4 });
  });

  it('asks a new token shortly before the old one expires', async () => {
    let now = Date.now();
    const client = inteliquent({ now: () => now });
    await client.check(['3125550100']);
    now += 3_500_000; // the token lives 3600 s; 100 s before that it is still used
    await client.check(['3125550100']);
    expect((await sim.requests()).byRoute.inteliquentToken).toBe(1);
    now += 60_000; // within the last minute it is renewed first
    await client.check(['3125550100']);
    expect((await sim.requests()).byRoute).toMatchObject({ inteliquentToken: 2, inteliquentAvailability: 3 });
  });

  it('renews an expired token once and retries: exactly one new token request', async () => {
    const client = inteliquent();
    await client.check(['3125550100']);
    await sim.control('expire-tokens');
    expect(await client.check(['3125550109'])).toEqual([
      { telephoneNumber: '3125550109', isPortable: 'No', serviceProviderName: 'AT&T Illinois', type: '', name: 'Inteliquent' },
    ]);
    expect((await sim.requests()).byRoute).toMatchObject({ inteliquentToken: 2, inteliquentAvailability: 3 });
  });

  it('renews only once: a refusal that goes on is a credentials failure, not a loop', async () => {
    const client = inteliquent();
    await client.check(['3125550100']);
    await sim.control('fail', { status: 401, provider: 'inteliquent' });
    expectFailure(await failureOf(client), 'invalid-credentials', /^Inteliquent refused the stored credentials: Unauthorized$/);
    expect((await sim.requests()).byRoute).toMatchObject({ inteliquentToken: 2, inteliquentAvailability: 2 });
  });

  it('refuses wrong credentials as invalid credentials, without the secret', async () => {
    const error = await failureOf(inteliquent({ clientSecret: 'wrong-secret-value' }));
    expectFailure(error, 'invalid-credentials', /^Inteliquent refused the stored credentials: invalid_client$/);
    expect(error.detail.status).toBe(401);
  });

  it('fails as provider down when the service fails, on the token or the API', async () => {
    await sim.control('fail', { status: 503, provider: 'inteliquent' });
    expectFailure(await failureOf(inteliquent()), 'provider-error', /^Inteliquent is failing \(HTTP 503\): Service Unavailable$/);
    expect((await sim.requests()).byRoute).toMatchObject({ inteliquentToken: 1, inteliquentAvailability: 0 });

    await sim.control('recover');
    const client = inteliquent();
    await client.check(['3125550100']);
    await sim.control('fail', { status: 500, provider: 'inteliquent' });
    expectFailure(await failureOf(client), 'provider-error', /^Inteliquent is failing \(HTTP 500\): Internal Server Error$/);
  });

  it('times out when the service is slow past the timeout', async () => {
    await sim.control('hang', { provider: 'inteliquent' });
    const started = Date.now();
    expectFailure(await failureOf(inteliquent({ timeoutMs: 300 })), 'timeout', /did not answer within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a refused number list in the provider words', async () => {
    expectFailure(await failureOf(inteliquent(), ['312555010']), 'refused', /Invalid telephone number: 312555010/);
  });

  it('refuses to follow a redirect, which would carry the token elsewhere', async () => {
    const redirecting = http.createServer((_req, res) => res.writeHead(307, { location: `${sim.url}/inteliquent/portInAvailability` }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
      expectFailure(await failureOf(inteliquent({ apiUrl })), 'provider-error', /redirected the request elsewhere/);
      expect((await sim.requests()).byRoute.inteliquentAvailability).toBe(0);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});

describe('VoIP Innovations client', () => {
  it('maps isPortable answers to rows, one SOAP call per number, in order', async () => {
    const numbers = ['3125550100', '3055550109', '4165550100', '2125550100', '6465550100', '7205550109'];
    const rows = await voipInnovations().check(numbers);
    expect(rows.map((row) => row.telephoneNumber)).toEqual(numbers);
    expect(rows[0]).toEqual({ telephoneNumber: '3125550100', isPortable: 'Yes', serviceProviderName: 'AT&T Illinois', type: 'WIRELINE', name: 'VI Back Office' });
    expect(rows[1]).toEqual({ telephoneNumber: '3055550109', isPortable: 'No', serviceProviderName: 'T-Mobile USA, Inc.', type: 'WIRELESS', name: 'VI Back Office' });
    expect(rows.map((row) => row.isPortable)).toEqual(['Yes', 'No', 'Yes', 'Yes', 'Yes', 'No']);
    expect((await sim.requests()).byRoute.voipInnovations).toBe(6);
  });

  it('refuses wrong credentials (responseCode 300) as invalid credentials, markup in them escaped', async () => {
    const error = await failureOf(voipInnovations({ login: 'a&b<c>', secret: 'wrong-secret-value' }));
    expectFailure(error, 'invalid-credentials', /^VoIP Innovations refused the stored credentials: 300 Invalid login or secret$/);
  });

  it('fails as provider down on an outage page or a server fault', async () => {
    await sim.control('fail', { status: 503, provider: 'voip-innovations' });
    expectFailure(await failureOf(voipInnovations()), 'provider-error', /^VoIP Innovations is failing \(HTTP 503\)$/);
    await sim.control('fail', { status: 500, provider: 'voip-innovations' });
    expectFailure(await failureOf(voipInnovations()), 'provider-error', /HTTP 500\): soap:Server Server was unable to process request/);
  });

  it('times out when the service is slow past the timeout', async () => {
    await sim.control('latency', { ms: 1500, provider: 'voip-innovations' });
    expectFailure(await failureOf(voipInnovations({ timeoutMs: 300 })), 'timeout', /^VoIP Innovations did not answer within 0.3 s$/);
  });

  it('reports a number the service refuses', async () => {
    expectFailure(await failureOf(voipInnovations(), ['12345']), 'refused', /310 Invalid TN for 12345/);
  });
});

describe('Peerless client (modelled: no public API is documented)', () => {
  it('maps its answers to rows: portable and not portable', async () => {
    expect(await peerless().check(['6025550100', '6465550199'])).toEqual([
      { telephoneNumber: '6025550100', isPortable: 'Yes', serviceProviderName: 'Qwest Corporation', type: '', name: 'Peerless Network' },
      { telephoneNumber: '6465550199', isPortable: 'No', serviceProviderName: 'Cellco Partnership dba Verizon Wireless', type: '', name: 'Peerless Network' },
    ]);
  });

  it('refuses a bad pass code as invalid credentials, its address shown without the key', async () => {
    const error = await failureOf(peerless({ passCode: 'wrong-secret-value' }));
    expectFailure(error, 'invalid-credentials', /^Peerless refused the stored credentials: Invalid or missing api_key$/);
    expect(error.detail.url).toMatch(/\/peerless\/mag\/v1\/portability\?api_key=\[redacted\]&customer=demo-customer&user_id=7&tn=3125550100$/);
  });

  it('fails as provider down when the service fails', async () => {
    await sim.control('fail', { status: 502, provider: 'peerless' });
    expectFailure(await failureOf(peerless()), 'provider-error', /^Peerless is failing \(HTTP 502\): Bad Gateway$/);
  });

  it('times out when the service hangs', async () => {
    await sim.control('hang', { provider: 'peerless' });
    expectFailure(await failureOf(peerless({ timeoutMs: 300 })), 'timeout', /did not answer within 0.3 s/);
  });
});

describe('a provider that cannot be reached', () => {
  let closedPort = 0;
  beforeAll(async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closedPort = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails as unreachable with the network code, never the pass code', async () => {
    const client = createPeerlessClient({ name: 'P', apiUrl: `http://127.0.0.1:${closedPort}`, customer: 'c', userId: 'u', passCode: 'wrong-secret-value', timeoutMs: TIMEOUT_MS });
    expectFailure(await failureOf(client), 'unreachable', /^Peerless could not be reached: ECONNREFUSED$/);
  });
});
