import { MESSAGES, formatMessage, type CallName } from '@mamt/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoPortability } from '../../src/db/seed/seed-demo-portability.js';
import { PROVIDER_TABLES } from '../../src/features/portability/provider-records.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { PROVIDER_CASES, type ProviderCase } from '../support/portability-fixtures.js';
import { SIMULATOR_CREDENTIALS, usePortabilitySimulator } from '../support/portability-simulator.js';
import { tenantIdOf } from '../support/test-app.js';
import { REQUIRED_LOGOS, saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

/** The public check of /pages/check_portability: no token, a tenant's link, the three providers at once. */
const sim = usePortabilitySimulator({ resetEach: true });
const inteliquent = PROVIDER_CASES.find((provider) => provider.key === 'inteliquent')!;
const SECRETS = [SIMULATOR_CREDENTIALS.inteliquent.clientSecret, SIMULATOR_CREDENTIALS.peerless.passCode, SIMULATOR_CREDENTIALS.voipInnovations.secret];

/**
 * An app of one describe block (built in its hooks, one block after the other, so that the worker's
 * PGlite is reused) with the demo's provider records pointing at the simulator, and the log lines of
 * the current test. A record a test deletes is put back before the next one.
 */
function useCheckApp(env: Record<string, string> = {}) {
  const state = { t: undefined as unknown as TestApp, logs: [] as string[] };
  const seed = () => seedDemoPortability(state.t.database.db, secretBoxFor(state.t.config), sim.url, state.t.config.SUPER_TENANT_CLOUD_ID);
  beforeAll(async () => {
    state.t = await buildTestApp(env, { write: (line) => void state.logs.push(line) });
  });
  beforeEach(async () => {
    await seed();
    state.logs.length = 0;
  });
  afterAll(() => state.t.close());
  return state;
}

let addresses = 0;
/** A client address no test used before: the limits per address start afresh. */
const freshAddress = () => `198.51.${100 + Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** A public call as a stranger's browser makes it: no token, from `address`. */
const post = (t: TestApp, call: CallName, body: unknown, address: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${call}`, remoteAddress: address, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** What the simulator answers of a number: portable unless its last digit is 9, its carrier by area code. */
const CARRIERS: Record<string, string> = { '602': 'Qwest Corporation', '312': 'AT&T Illinois', '212': 'Verizon New York Inc.' };
// The demo records are named after their providers; only VOIP Innovations says what kind of line it is.
const rowsOf = (provider: ProviderCase, numbers: string[]) =>
  numbers.map((number) => ({
    telephoneNumber: number,
    isPortable: number.endsWith('9') ? 'No' : 'Yes',
    serviceProviderName: CARRIERS[number.slice(0, 3)],
    type: provider.key === 'vi' ? 'WIRELINE' : '',
    name: provider.name,
  }));

const refusal = (code: string, message: string, messageId: string) => expect.objectContaining({ code, message, messageId });
const linkInvalid = refusal('NOT_FOUND', MESSAGES.portabilityLinkInvalid.text, 'portabilityLinkInvalid');

describe('the public check', () => {
  const app = useCheckApp();
  const check = (provider: ProviderCase, body: unknown, address = freshAddress()) => post(app.t, provider.calls.check, body, address);
  const numbersRefused = async (numbers: unknown) => {
    const answer = await check(inteliquent, { cloud_id: 'acme', numbers });
    expect(answer.statusCode, JSON.stringify(numbers)).toBe(400);
    return answer.json().fieldErrors.numbers as string;
  };

  it('answers each provider, at once and without a token, with a row per number', async () => {
    const numbers = ['6025550123', '3125550100', '2125550109'];
    const address = freshAddress();
    const answers = await Promise.all(PROVIDER_CASES.map((provider) => check(provider, { cloud_id: 'acme', numbers: numbers.join(', ') }, address)));
    PROVIDER_CASES.forEach((provider, index) => {
      expect(answers[index]!.statusCode, answers[index]!.body).toBe(200);
      expect(answers[index]!.json()).toEqual(rowsOf(provider, numbers));
    });
  });

  it('normalises the numbers: separators, a leading +1 or 1, a text or a list, duplicates once', async () => {
    for (const typed of ['+1 (602) 555-0123', '1 602 555 0123', '602555&0123', '602.555.0123', ['+16025550123', '6025550123']]) {
      expect((await check(inteliquent, { cloud_id: 'acme', numbers: typed })).json(), JSON.stringify(typed)).toEqual(rowsOf(inteliquent, ['6025550123']));
    }
    const expected = rowsOf(inteliquent, ['6025550123', '3125550109']);
    expect((await check(inteliquent, { cloud_id: 'acme', numbers: ' +1 (602) 555-0123 ,, 312-555-0109 ' })).json()).toEqual(expected);
    expect((await check(inteliquent, { cloud_id: 'acme', numbers: ['602 555 0123', '1-312-555-0109'] })).json()).toEqual(expected);
  });

  it('refuses an empty list, a number that is not North American, more than 100, on numbers, asking no provider', async () => {
    const empty = MESSAGES.portabilityListEmpty.text;
    expect(empty).toBe('Plase enter the list of numbers first');
    for (const numbers of [undefined, '', ' , ', []]) expect(await numbersRefused(numbers)).toBe(empty);
    expect(await numbersRefused('6025550123, 12345')).toBe('12345 is not a 10-digit North American number');
    expect(await numbersRefused(['1025550123'])).toBe('1025550123 is not a 10-digit North American number');
    expect(await numbersRefused('+44 20 7946 0958')).toBe('+442079460958 is not a 10-digit North American number');
    const many = Array.from({ length: 101 }, (_, index) => `602555${String(index).padStart(4, '0')}`);
    expect(await numbersRefused(many.join(','))).toBe('At most 100 numbers can be checked at once');
    expect(await numbersRefused(many)).toBe('At most 100 numbers can be checked at once');
    expect((await sim.requests()).total).toBe(0);
    expect((await check(inteliquent, { cloud_id: 'acme', numbers: many.slice(0, 100) })).json()).toHaveLength(100);
  });

  it('answers an unknown and an inactive tenant alike, asking no provider', async () => {
    const superToken = await app.t.login('demo', 'admin');
    const created = await app.t.call('createUpdateSubscriber', { accountcode: 'GONE-1', cloud_id: 'gone-co', company: 'Gone Co', phone_number: '+1 555 0100', active: false }, superToken);
    expect(created.statusCode, created.body).toBe(200);
    const answers = [];
    for (const cloud_id of ['no-such-cloud', 'gone-co']) {
      for (const provider of PROVIDER_CASES) answers.push(await check(provider, { cloud_id, numbers: '6025550123' }));
      answers.push(await post(app.t, 'getPortabilityCheckPage', { cloud_id }, freshAddress()));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(linkInvalid);
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await sim.requests()).total).toBe(0);
  });

  it.each(PROVIDER_CASES)('says $name checks are not set up without its record, and the others still answer', async (provider) => {
    await app.t.database.db.delete(PROVIDER_TABLES[provider.key].table);
    const address = freshAddress();
    for (const each of PROVIDER_CASES) {
      const answer = await check(each, { cloud_id: 'acme', numbers: '6025550123' }, address);
      if (each !== provider) expect(answer.statusCode).toBe(200);
      else expect([answer.statusCode, answer.json()]).toEqual([503, refusal('UNAVAILABLE', `${provider.name} checks are not set up`, 'portabilityProviderNotSet')]);
    }
  });

  it.each(PROVIDER_CASES)('says $name could not answer when it fails, without its address or secret; the others still answer', async (provider) => {
    await sim.control('fail', { status: 503, provider: provider.simulator });
    const address = freshAddress();
    for (const each of PROVIDER_CASES) {
      const answer = await check(each, { cloud_id: 'acme', numbers: '6025550123' }, address);
      if (each !== provider) {
        expect(answer.statusCode).toBe(200);
        continue;
      }
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ code: 'UPSTREAM_FAILED', message: `${provider.name} could not answer the check. Try again later.`, messageId: 'portabilityProviderFailed', params: { provider: provider.name } });
    }
    // The operator reads what failed, the stranger only that it did; no secret anywhere.
    const warnings = app.logs.map((line) => JSON.parse(line)).filter((entry) => String(entry.msg).startsWith('portability check failed'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ claimed_cloud_id: 'acme', status: 503, failure: 'provider-error' });
    expect(warnings[0]).not.toHaveProperty('cloudId');
    for (const secret of SECRETS) expect(app.logs.join('\n')).not.toContain(secret);

    // A stranger's call writes nothing into the tenant it names: the provider reads it, acme does not.
    const failuresSeenBy = async (token: string) => {
      const answer = (await app.t.call('getlogs', { message: 'portability check failed', limit: 1000 }, token)).json() as { data: { result: Array<{ values: Array<[string, string]> }> } };
      return answer.data.result.flatMap((stream) => stream.values.map(([, line]) => JSON.parse(line) as Record<string, unknown>));
    };
    const superAdmin = await app.t.login('demo', 'admin');
    await expect.poll(async () => (await failuresSeenBy(superAdmin)).some((line) => line.claimed_cloud_id === 'acme'), { timeout: 10_000, interval: 100 }).toBe(true);
    for (const user of ['acme-simple', 'acme-admin']) expect(await failuresSeenBy(await app.t.login('acme', user))).toEqual([]);
  });

  it('refuses the 16th check of an address in a minute with when to retry, asking no provider', async () => {
    const address = freshAddress();
    for (let index = 0; index < 15; index++) {
      const answer = await check(PROVIDER_CASES[index % 3]!, { cloud_id: 'acme', numbers: '6025550123' }, address);
      expect(answer.statusCode, `check ${index + 1}`).toBe(200);
    }
    const asked = (await sim.requests()).total;
    const refused = await check(inteliquent, { cloud_id: 'acme', numbers: '6025550123' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal('TOO_MANY_REQUESTS', 'Too many checks from your address. Try again in 1 min.', 'portabilityTooManyChecks'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await sim.requests()).total).toBe(asked);
    expect((await check(inteliquent, { cloud_id: 'acme', numbers: '6025550123' })).statusCode).toBe(200);
  });

  it("brands the page with the tenant's company, and its logo and button colour when its white label has them", async () => {
    expect((await post(app.t, 'getPortabilityCheckPage', { cloud_id: 'acme' }, freshAddress())).json()).toEqual({ company: 'Acme Telecom' });
    const superToken = await app.t.login('demo', 'admin');
    const saved = await saveWhiteLabel(app.t, superToken, [...wlFields(await tenantIdOf(app.t, 'acme'), { app_signin_button_color: '#1a73e8' }), ...REQUIRED_LOGOS]);
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await post(app.t, 'getPortabilityCheckPage', { cloud_id: 'acme' }, freshAddress());
    expect(page.json()).toEqual({ company: 'Acme Telecom', logo: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), button_color: expect.stringMatching(/^#1a73e8$/i) });
  });
});

describe('the hourly lookup budgets', () => {
  // A lookup is one number asked of one provider. The check that reaches a budget is still answered;
  // the next one waits for the lock (half an hour).
  const app = useCheckApp({ PORTABILITY_LOOKUPS_PER_ADDRESS_PER_HOUR: '6', PORTABILITY_LOOKUPS_PER_TENANT_PER_HOUR: '8' });
  const threeNumbers = '6025550123, 3125550100, 2125550100';
  const check = (cloud_id: string, address: string) => post(app.t, inteliquent.calls.check, { cloud_id, numbers: threeNumbers }, address);
  const refusedFor = async (cloud_id: string, address: string, message: string, messageId: string) => {
    const asked = (await sim.requests()).total;
    const refused = await check(cloud_id, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal('TOO_MANY_REQUESTS', message, messageId));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect((await sim.requests()).total).toBe(asked);
  };

  it("holds back an address past its budget, then a tenant past its own whatever address asks; other tenants go on", async () => {
    const [first, second, third] = [freshAddress(), freshAddress(), freshAddress()];
    expect((await check('acme', first)).statusCode).toBe(200);
    expect((await check('acme', first)).statusCode).toBe(200);
    const addressSpent = formatMessage(MESSAGES.portabilityTooManyChecks, { minutes: 30 }).text;
    expect(addressSpent).toBe('Too many checks from your address. Try again in 30 min.');
    await refusedFor('acme', first, addressSpent, 'portabilityTooManyChecks');

    // The second address is within its own budget, but its check spends the rest of acme's.
    expect((await check('acme', second)).statusCode).toBe(200);
    const tenantSpent = 'This company has checked too many numbers for now. Try again in 30 min.';
    await refusedFor('acme', second, tenantSpent, 'portabilityTenantBusy');
    await refusedFor('acme', third, tenantSpent, 'portabilityTenantBusy');
    expect((await check('globex', third)).statusCode).toBe(200);
  });
});

describe('the lookups of every tenant together', () => {
  // Ten lookups an hour over all tenants; four active tenants in the demo, so a share is two.
  const app = useCheckApp({ PORTABILITY_LOOKUPS_PER_HOUR: '10' });
  const threeNumbers = '6025550123, 3125550100, 2125550100';
  const check = (cloud_id: string) => post(app.t, inteliquent.calls.check, { cloud_id, numbers: threeNumbers }, freshAddress());

  it('hold back, once past the ceiling, the tenants that have had their share, and still answer a tenant that has not', async () => {
    for (let index = 0; index < 4; index++) expect((await check('acme')).statusCode, `check ${index + 1}`).toBe(200);
    const asked = (await sim.requests()).total;
    const refused = await check('acme');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal('TOO_MANY_REQUESTS', 'Number checks are busy for now. Try again in 30 min.', 'portabilityAllBusy'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect((await sim.requests()).total).toBe(asked);
    // globex has had none of its share: answered, then held back like the others.
    expect((await check('globex')).statusCode).toBe(200);
    expect((await check('globex')).json()).toMatchObject({ messageId: 'portabilityAllBusy' });
  });
});
