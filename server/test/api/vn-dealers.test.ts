import { MESSAGES } from '@mamt/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/test-app.js';
import { SIMULATOR_CREDENTIALS, useVinSolutionsSimulator } from '../support/vinsolutions-simulator.js';

/** getVNDealerList and removeVNDealer (document 3 /vn_dealers) through the API, against the VinSolutions simulator. */
const sim = useVinSolutionsSimulator({ resetEach: true });
const DEALER = { DealerId: 14203, City: 'Phoenix', Name: 'Sunrise Toyota', State: 'AZ' };

/** The app of one describe block (built in its hooks, one block after the other), with the log lines of the current test. */
function useAppWithLogs(env: () => Record<string, string>) {
  const state = { t: undefined as unknown as TestApp, logs: [] as string[], tokens: {} as Record<DemoAccount, string> };
  beforeAll(async () => {
    state.t = await buildTestApp(env(), { write: (line) => void state.logs.push(line) });
    for (const account of ['superAdmin', 'superSupport', 'acmeAdmin'] as const) {
      const [cloudId, user] = DEMO_ACCOUNTS[account];
      state.tokens[account] = await state.t.login(cloudId, user);
    }
  });
  beforeEach(() => void (state.logs.length = 0));
  afterAll(() => state.t.close());
  return state;
}

/** The warnings logged, checked to hold no secret of the integration. */
function warningsOf(logs: string[]): Array<{ msg: string; failure: string; request: string }> {
  const shown = logs.join('\n');
  for (const secret of Object.values(SIMULATOR_CREDENTIALS)) expect(shown).not.toContain(secret);
  return logs.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
}

describe('the dealers at VinSolutions', () => {
  const app = useAppWithLogs(() => sim.settings({ VINSOLUTIONS_TIMEOUT_MS: '1000' }));
  const call = (name: 'getVNDealerList' | 'removeVNDealer', body: unknown, account: DemoAccount = 'superAdmin') => app.t.call(name, body, app.tokens[account]);

  it("are the super tenant administrators' alone", async () => {
    for (const name of ['getVNDealerList', 'removeVNDealer'] as const) {
      const body = { dealer_id: DEALER.DealerId, cloud_id: 'demo' };
      expect((await app.t.call(name, body)).statusCode).toBe(401);
      // The super tenant's support user and a tenant's administrator are both refused.
      expect((await call(name, body, 'superSupport')).statusCode).toBe(403);
      expect((await call(name, body, 'acmeAdmin')).statusCode).toBe(403);
    }
    // None of them reached the vendor.
    expect((await sim.requests()).total).toBe(0);
    expect((await sim.dealers()).removed).toEqual([]);
  });

  it("lists the vendor's dealers as DealerId, City, Name and State; cloud_id is accepted and changes nothing", async () => {
    const response = await call('getVNDealerList', { cloud_id: 'demo' });
    expect(response.statusCode).toBe(200);
    const dealers = response.json() as Array<typeof DEALER>;
    expect(dealers).toEqual((await sim.dealers()).dealers.map(({ DealerId, City, Name, State }) => ({ DealerId, City, Name, State })));
    expect(dealers[0]).toEqual(DEALER);
    expect(dealers.length).toBeGreaterThanOrEqual(40);
    expect((await call('getVNDealerList', { cloud_id: 'acme' })).json()).toEqual(dealers);
  });

  it("removes a dealer at the vendor with 'Record Deleted'; the next list no longer has it", async () => {
    expect((await call('getVNDealerList', {})).json()).toContainEqual(DEALER);
    const removed = await call('removeVNDealer', { dealer_id: String(DEALER.DealerId), cloud_id: 'demo' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
    expect((await sim.dealers()).removed).toEqual([DEALER.DealerId]);
    // Read from the vendor again, not from anything kept before the removal.
    const listsBefore = (await sim.requests()).byRoute.dealers;
    const after = (await call('getVNDealerList', {})).json() as Array<typeof DEALER>;
    expect(after.map((dealer) => dealer.DealerId)).not.toContain(DEALER.DealerId);
    expect((await sim.requests()).byRoute.dealers).toBe(listsBefore + 1);
  });

  it('a dealer already removed at the vendor: 404 naming the dealer', async () => {
    await call('removeVNDealer', { dealer_id: DEALER.DealerId });
    const again = await call('removeVNDealer', { dealer_id: DEALER.DealerId });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Dealer 14203 is not connected at VinSolutions: it may have been removed already.',
      messageId: 'vnDealerNotFound',
      params: { dealerId: 14203 },
    });
    expect(warningsOf(app.logs)).toEqual([]);
  });

  it('refuses a dealer_id that is not a positive whole number, naming the field, without asking the vendor', async () => {
    for (const dealerId of [undefined, '', 'abc', 0, -3, 1.5, '12a']) {
      const response = await call('removeVNDealer', dealerId === undefined ? {} : { dealer_id: dealerId });
      expect(response.statusCode, `dealer_id ${String(dealerId)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.vnDealerIdInvalid.text, fieldErrors: { dealer_id: MESSAGES.vnDealerIdInvalid.text } });
    }
    expect((await sim.requests()).total).toBe(0);
  });

  it('the vendor down: 502 with a clear message, the reason logged for the operator; answered again once it is back', async () => {
    await sim.control('fail', { status: 503 });
    for (const [name, body] of [['getVNDealerList', {}], ['removeVNDealer', { dealer_id: DEALER.DealerId }]] as const) {
      const response = await call(name, body);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'UPSTREAM_FAILED', message: MESSAGES.vnDealersUnavailable.text, messageId: 'vnDealersUnavailable' });
    }
    const warnings = warningsOf(app.logs);
    expect(warnings).toMatchObject([
      { failure: 'service-error', request: 'list', msg: 'dealer CRM unavailable: VinSolutions is failing (HTTP 503): Service Unavailable' },
      { failure: 'service-error', request: 'remove', msg: 'dealer CRM unavailable: VinSolutions is failing (HTTP 503): Service Unavailable' },
    ]);
    expect((await sim.dealers()).removed).toEqual([]);
    await sim.control('recover');
    expect((await call('getVNDealerList', {})).statusCode).toBe(200);
  });

  it('the vendor slow past VINSOLUTIONS_TIMEOUT_MS: 502 within the timeout', async () => {
    await sim.control('hang', { endpoint: 'gateway' });
    const started = Date.now();
    const response = await call('getVNDealerList', {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ messageId: 'vnDealersUnavailable' });
    expect(warningsOf(app.logs)).toMatchObject([{ failure: 'timeout', request: 'list', msg: 'dealer CRM unavailable: VinSolutions did not answer within 1 s (VINSOLUTIONS_TIMEOUT_MS)' }]);
  });

  it('credentials the vendor refuses: 502 saying so, for the operator to check the settings', async () => {
    await sim.control('fail', { status: 403, endpoint: 'gateway' });
    const response = await call('getVNDealerList', {});
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'UPSTREAM_FAILED', message: MESSAGES.vnDealersCredentialsRefused.text, messageId: 'vnDealersCredentialsRefused' });
    expect(warningsOf(app.logs)).toMatchObject([{ failure: 'invalid-api-key' }]);
  });
});

describe('the dealers with a wrong client secret', () => {
  const app = useAppWithLogs(() => sim.settings({ VINSOLUTIONS_CLIENT_SECRET: 'not-the-client-secret' }));

  it('answer 502 saying the credentials were refused, the secret in no answer or log line', async () => {
    const response = await app.t.call('getVNDealerList', {}, app.tokens.superAdmin);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ messageId: 'vnDealersCredentialsRefused' });
    expect(response.body).not.toContain('not-the-client-secret');
    expect(app.logs.join('\n')).not.toContain('not-the-client-secret');
    expect(warningsOf(app.logs)).toMatchObject([{ failure: 'invalid-credentials', request: 'token' }]);
  });
});

describe('the dealers without VINSOLUTIONS_* settings', () => {
  const app = useAppWithLogs(() => ({}));

  it('answer 503: the dealer CRM is not configured', async () => {
    for (const [name, body] of [['getVNDealerList', { cloud_id: 'demo' }], ['removeVNDealer', { dealer_id: DEALER.DealerId }]] as const) {
      const response = await app.t.call(name, body, app.tokens.superAdmin);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'UNAVAILABLE', message: MESSAGES.vnDealersNotConfigured.text, messageId: 'vnDealersNotConfigured' });
    }
    // Access is still checked first.
    expect((await app.t.call('getVNDealerList', {}, app.tokens.acmeAdmin)).statusCode).toBe(403);
  });
});
