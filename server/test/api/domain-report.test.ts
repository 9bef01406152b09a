import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { expectPlatformTimeout } from '../support/platform-slow.js';

// The production read cache: the report must answer bigcorp's 2,000 users from one read per domain.
const app = usePlatformApp({ NETSAPIENS_CACHE_SECONDS: '30' });

// Changed on the platform before any report reads acme.demo: one person whose account is not active, one formula-looking name.
const INACTIVE = { domain: 'acme.demo', user: '1004' };
const FORMULA = { domain: 'acme.demo', user: '1005', first_name: '=HYPERLINK("http://evil.example")' };
beforeAll(() => {
  expect(app.simulator.control.changeSubscriber(INACTIVE.domain, INACTIVE.user, { account_status: 'inactive' })).toEqual({ account_status: 'active' });
  expect(app.simulator.control.changeSubscriber(FORMULA.domain, FORMULA.user, { first_name: FORMULA.first_name })).toBeDefined();
});

/** The seeded people of a domain whose account is active: system users (auto attendant, queue, voicemail) left out. */
function activePeopleOf(domain: string) {
  return buildDemoSeed()
    .subscriber.filter((row) => row.domain === domain && !(row.srv_code ?? '').startsWith('system-'))
    .filter((row) => !(row.domain === INACTIVE.domain && row.user === INACTIVE.user));
}

const report = async (token: string, body: Record<string, unknown>) => app.t.call('billingSummary', body, token);

describe('domain report at scale', () => {
  it("answers bigcorp's 2,000 users with one platform read per domain cold, and none warm", async () => {
    const token = await app.t.login('bigcorp', 'bigcorp-admin');
    app.simulator.control.resetCounters();
    const cold = await report(token, {});
    expect(cold.statusCode, cold.body).toBe(200);
    expect(cold.json()).toEqual([
      { id: 1, subscriber_global: 'bigcorp-territory', domain: 'bigcorp.demo', domain_global: 'bigcorp.demo (bigcorp)', active_subscribers: 2000 },
    ]);
    // Signing in, the tenant's domains, and the one domain's users: not one request per user.
    expect(app.simulator.control.counters()).toEqual({ total: 3, byKey: { 'oauth2.token': 1, 'domain.read': 1, 'subscriber.read': 1 } });

    app.simulator.control.resetCounters();
    expect((await report(token, {})).statusCode).toBe(200);
    expect((await report(token, { domain: 'bigcorp.demo' })).json()).toEqual(cold.json());
    // The chosen domain's list is the same cached read as its count.
    const people = await app.t.call('getActiveSubscribers', { domain: 'bigcorp.demo' }, token);
    expect(people.statusCode, people.body).toBe(200);
    expect(people.json()).toHaveLength(2000);
    expect(app.simulator.control.counters().total).toBe(0);
  });
});

// Before the tests below read globex and demo: the platform's failures must not be answered from the cache.
describe('the domain report when the platform fails', () => {
  it('answers a clear 502 naming the platform when it fails, and reports again once it is back', async () => {
    const token = await app.t.login('globex', 'globex-admin');
    app.simulator.control.setFaults({ status500: true, object: 'subscriber' });
    const failed = await report(token, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      code: 'UPSTREAM_FAILED',
      message: 'NetSapiens answered with an error (HTTP 500). Please try again later.',
      messageId: 'platformServer',
      params: { detail: 'HTTP 500' },
    });
    app.simulator.control.clearFaults();
    // The client backs off a failing platform for a second rather than hammer it, then reads it again.
    await expect.poll(async () => (await report(token, {})).statusCode, { interval: 300, timeout: 5000 }).toBe(200);
    expect((await report(token, {})).json()[0].active_subscribers).toBe(activePeopleOf('globex.demo').length);
  });

  it('gives up on a platform that does not answer in time, with a clear 502', async () => {
    // Before any other test reads support.demo (this file keeps the production cache), so no cached answer hides the delay.
    const token = await app.t.login('demo', 'admin');
    await expectPlatformTimeout(app.simulator, 'subscriber', () => app.t.call('getActiveSubscribers', { cloud_id: 'demo', domain: 'support.demo' }, token));
  });
});

describe('who may read the domain report', () => {
  it('is for admins only: support and simple users are refused', async () => {
    for (const user of ['acme-support', 'acme-simple']) {
      const token = await app.t.login('acme', user);
      expect((await report(token, {})).statusCode, user).toBe(403);
      expect((await app.t.call('getActiveSubscribers', { domain: 'acme.demo' }, token)).statusCode, user).toBe(403);
    }
    const superSupport = await app.t.login('demo', 'support');
    expect((await report(superSupport, { cloud_id: 'acme' })).statusCode).toBe(403);
    expect((await report('', { cloud_id: 'acme' })).statusCode).toBe(401);
  });

  it("gives a tenant's admin their own tenant only, without the subscriber-level provisioning column", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const own = await report(token, {});
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().map((row: { domain: string }) => row.domain)).toEqual(['acme-branch.demo', 'acme.demo']);
    for (const row of own.json()) expect(row).not.toHaveProperty('provisioning');
    expect((await report(token, { cloud_id: 'acme' })).json()).toEqual(own.json());

    const other = await report(token, { cloud_id: 'globex' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN', message: "You are not allowed to access another cloud's data." });
    expect((await report(token, { domain: 'globex.demo' })).statusCode).toBe(403);
    expect((await app.t.call('getActiveSubscribers', { domain: 'globex.demo' }, token)).statusCode).toBe(403);
    expect((await app.t.call('getActiveSubscribers', { cloud_id: 'globex', domain: 'globex.demo' }, token)).statusCode).toBe(403);
  });

  it('lets the super tenant report on any tenant it names, with its provisioning switch as Enabled or Disabled', async () => {
    const token = await app.t.login('demo', 'admin');
    const globex = await report(token, { cloud_id: 'globex' });
    expect(globex.statusCode, globex.body).toBe(200);
    expect(globex.json()).toEqual([
      { id: 1, subscriber_global: 'globex-territory', domain: 'globex.demo', domain_global: 'globex.demo (globex)', active_subscribers: activePeopleOf('globex.demo').length, provisioning: 'Disabled' },
    ]);

    const subscribers = (await app.t.call('subscriberList', {}, token)).json() as Array<{ id: number; cloud_id: string }>;
    const globexId = subscribers.find((row) => row.cloud_id === 'globex')?.id;
    const turn = (check: boolean) => app.t.call('checkUncheckProvisioningSubscriber', { subscriberId: globexId, cloudId: 'globex', check }, token);
    expect((await turn(true)).statusCode).toBe(200);
    try {
      expect((await report(token, { cloud_id: 'globex' })).json()[0].provisioning).toBe('Enabled');
    } finally {
      await turn(false);
    }
    expect((await report(token, { cloud_id: 'demo' })).json().map((row: { domain: string }) => row.domain)).toEqual(['support.demo']);
    const people = await app.t.call('getActiveSubscribers', { cloud_id: 'globex', domain: 'globex.demo' }, token);
    expect(people.json()).toHaveLength(activePeopleOf('globex.demo').length);
  });

  it("asks the super tenant to pick the subscriber first, and refuses one that does not exist, naming the field", async () => {
    const token = await app.t.login('demo', 'admin');
    for (const body of [{}, { cloud_id: '' }, { domain: 'acme.demo' }]) {
      const answer = await report(token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({
        message: 'You have to select the subscriber first!',
        messageId: 'selectSubscriberFirstReport',
        fieldErrors: { cloud_id: 'You have to select the subscriber first!' },
      });
    }
    const unknown = await report(token, { cloud_id: 'no-such-tenant' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ cloud_id: 'Choose an existing subscriber' });
  });
});

describe('what the domain report says', () => {
  it("gives each domain's platform names and its active people, system users and inactive accounts left out", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const rows = (await report(token, {})).json();
    expect(rows).toEqual([
      { id: 1, subscriber_global: 'acme-territory', domain: 'acme-branch.demo', domain_global: 'acme-branch.demo (acme)', active_subscribers: 22 },
      { id: 2, subscriber_global: 'acme-territory', domain: 'acme.demo', domain_global: 'acme.demo (acme)', active_subscribers: 35 },
    ]);
    expect(rows[1].active_subscribers).toBe(activePeopleOf('acme.demo').length);
  });

  it('narrows to one domain, and refuses a domain that is not one of the tenant\'s', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const one = await report(token, { domain: 'acme.demo' });
    expect(one.json()).toEqual([{ id: 1, subscriber_global: 'acme-territory', domain: 'acme.demo', domain_global: 'acme.demo (acme)', active_subscribers: 35 }]);
    // An empty domain is no filter, as the screen sends it when none is chosen.
    expect((await report(token, { domain: '' })).json()).toHaveLength(2);
    const unknown = await report(token, { domain: 'no-such.demo' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ messageId: 'foreignDomain', message: 'The domain no-such.demo does not belong to this tenant.' });
    expect((await app.t.call('getActiveSubscribers', { domain: 'no-such.demo' }, token)).statusCode).toBe(403);
    const superToken = await app.t.login('demo', 'admin');
    expect((await report(superToken, { cloud_id: 'acme', domain: 'globex.demo' })).statusCode).toBe(403);
  });

  it("lists a domain's active people in extension order, with the fields of the Active Subscribers table", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const answer = await app.t.call('getActiveSubscribers', { domain: 'acme.demo' }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json() as Array<Record<string, string | number>>;
    const expected = activePeopleOf('acme.demo');
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => row.id)).toEqual(expected.map((_row, index) => index + 1));
    expect(rows.map((row) => row.extension)).toEqual(expected.map((row) => row.user).sort((a, b) => Number(a) - Number(b)));
    const first = expected.find((row) => row.user === '1001')!;
    expect(rows[0]).toEqual({ id: 1, first_name: first.first_name, last_name: first.last_name, email: first.email, extension: '1001', subscriber_login: '1001@acme.demo' });
    expect(rows.find((row) => row.extension === FORMULA.user)?.first_name).toBe(FORMULA.first_name);
    expect(rows.some((row) => row.extension === INACTIVE.user || ['aa1', 'q100', 'vmail'].includes(String(row.extension)))).toBe(false);
  });

  it('needs a domain for the active subscribers, naming the field', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    for (const body of [{}, { domain: '' }, { domain: '  ' }]) {
      const answer = await app.t.call('getActiveSubscribers', body, token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().fieldErrors).toEqual({ domain: 'A domain is required to read subscribers' });
    }
    expect((await report(token, { domain: 42 })).statusCode).toBe(400);
  });
});
