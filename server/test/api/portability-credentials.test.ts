import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { refusedOnField } from '../support/field-refusals.js';
import { PROVIDER_CASES, deleteAllRecords, storedRows, type ProviderCase } from '../support/portability-fixtures.js';
import { usePortabilitySimulator } from '../support/portability-simulator.js';
import { tenantIdOf, useApp, useSignIns } from '../support/test-app.js';

/** The three providers' credentials (document 3, Portability providers screen): saved, read, sealed, deleted. */
const sim = usePortabilitySimulator({ resetEach: true });
// Test connection allows 10 calls a minute per user, and this file makes more as one administrator.
const app = useApp({ PORTABILITY_TIMEOUT_MS: '1000', PER_USER_LIMIT_FACTOR: '5' });
const tokens = useSignIns(app, { admin: 'superAdmin', superSupport: 'superSupport', tenantAdmin: 'acmeAdmin', tenantSupport: 'acmeSupport' });
const refused: Record<string, string> = {};
let superTenantId = 0;
let acmeId = 0;

beforeAll(async () => {
  superTenantId = await tenantIdOf(app.t, 'demo');
  acmeId = await tenantIdOf(app.t, 'acme');
  // Every signed-in user but the super tenant's administrators: its lesser roles and other tenants' admins.
  Object.assign(refused, { superSupport: tokens.superSupport, superSimple: await app.t.login('demo', 'simple'), tenantAdmin: tokens.tenantAdmin, tenantSupport: tokens.tenantSupport });
});
beforeEach(() => deleteAllRecords(app.t));

const MANDATORY = 'All fields are mandatory!';
const RETYPE = 'Type this secret again: an address it is sent to has changed';
/** The same simulator under another name: a changed address that would still receive whatever is sent to it. */
const elsewhere = (url: string) => url.replace('127.0.0.1', 'localhost');

describe.each(PROVIDER_CASES)('$name credentials', (provider: ProviderCase) => {
  const form = (extra: Record<string, unknown> = {}) => ({ ...provider.form(sim.url), ...extra });
  const save = (body: unknown, token = tokens.admin) => app.t.call(provider.calls.save, body, token);
  const create = async (extra: Record<string, unknown> = {}) => {
    const created = await save(form(extra));
    expect(created.statusCode, created.body).toBe(200);
    return created.json().id as number;
  };
  const theRow = async () => (await storedRows(app.t, provider.key))[0]!;

  it("is the super tenant's administrators' alone", async () => {
    const id = await create();
    for (const [who, token] of Object.entries(refused)) {
      for (const [call, body] of [[provider.calls.list, {}], [provider.calls.save, form({ id })], [provider.calls.delete, { id }]] as const) {
        expect((await app.t.call(call, body, token)).statusCode, `${who} ${call}`).toBe(403);
      }
    }
    expect((await app.t.call(provider.calls.list, {})).statusCode).toBe(401);
    expect((await app.t.call(provider.calls.delete, { id })).statusCode).toBe(401);
    expect(await storedRows(app.t, provider.key)).toHaveLength(1);
  });

  it('says every missing field is mandatory, on that field', async () => {
    for (const field of Object.keys(form())) {
      for (const body of [form({ [field]: undefined }), form({ [field]: '' })]) {
        const answer = await save(body);
        expect(answer.statusCode, field).toBe(400);
        expect(answer.json().fieldErrors, field).toEqual({ [field]: MANDATORY });
      }
    }
    expect(await storedRows(app.t, provider.key)).toEqual([]);
  });

  it('refuses an address that is not a full http(s) URL, on its field', async () => {
    for (const field of provider.addresses) {
      for (const address of ['not a url', 'ftp://files.example/portability']) {
        const answer = await save(form({ [field]: address }));
        expect(answer.json(), `${field} ${address}`).toEqual(refusedOnField(field, 'Enter a full http:// or https:// address', 'portabilityUrlInvalid'));
      }
    }
  });

  it("creates the record kept by the super tenant under the session's username, its secret sealed and never answered", async () => {
    const created = await save(form({ subscriber_id: acmeId, created_user: 'mallory' }));
    expect(created.json()).toEqual({ message: 'Provider credentials saved successfully', message_id: 'portabilityProviderCreated', id: expect.any(Number) });
    const secret = provider.form(sim.url)[provider.secret]!;
    const summary = await app.t.call(provider.calls.list, {}, tokens.admin);
    const [first] = summary.json();
    expect(first).toMatchObject({ id: created.json().id, subscriber_id: superTenantId, created_user: 'admin', [provider.hasSecret]: true, api_url: form().api_url });
    expect(first).not.toHaveProperty(provider.secret);
    expect(summary.body).not.toContain(secret);

    const sealed = String((await theRow())[provider.sealedColumn]);
    expect(sealed).not.toContain(secret);
    expect(secretBoxFor(app.t.config).open(sealed)).toBe(secret);
  });

  it('keeps the stored secret when an edit leaves it empty', async () => {
    const id = await create();
    const before = await theRow();
    const edited = await save(form({ id, name: 'Renamed', [provider.secret]: '' }));
    expect(edited.json()).toEqual({ message: 'Provider credentials updated successfully', message_id: 'portabilityProviderUpdated', id });
    const after = await theRow();
    expect(after).toMatchObject({ name: 'Renamed', [provider.sealedColumn]: before[provider.sealedColumn] });
  });

  it.each(provider.addresses)('asks for the secret again when %s changes, and stores nothing', async (address: string) => {
    const id = await create();
    const before = await theRow();
    const moved = await save(form({ id, [address]: elsewhere(provider.form(sim.url)[address]!), [provider.secret]: '' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(refusedOnField(provider.secret, RETYPE, 'portabilityRetypeSecret'));
    expect(await theRow()).toEqual(before);
    // Typed again, the move is saved.
    expect((await save(form({ id, [address]: elsewhere(provider.form(sim.url)[address]!) }))).statusCode).toBe(200);
  });

  it('keeps one record: a second create is refused', async () => {
    await create();
    const second = await save(form({ name: 'Another' }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Credentials for this provider already exist; edit them instead');
    expect(await storedRows(app.t, provider.key)).toHaveLength(1);
  });

  it('deletes the record; its id is then unknown', async () => {
    const id = await create();
    expect((await app.t.call(provider.calls.delete, { id }, tokens.admin)).json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
    expect((await app.t.call(provider.calls.list, {}, tokens.admin)).json()).toEqual([]);
    const notFound = { code: 'NOT_FOUND', message: 'These provider credentials were not found', messageId: 'portabilityProviderNotFound' };
    for (const answer of [await app.t.call(provider.calls.delete, { id }, tokens.admin), await save(form({ id }))]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
  });
});

describe('Peerless: who acts and the Peerless user id', () => {
  const peerless = PROVIDER_CASES.find((provider) => provider.key === 'peerless')!;

  it("takes a_user_id as who acts (never trusted) and keeps user_id as the Peerless account's", async () => {
    const saved = await app.t.call(peerless.calls.save, { ...peerless.form(sim.url), a_user_id: 99, user_id: 'peerless-account-42' }, tokens.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await app.t.call(peerless.calls.list, {}, tokens.admin)).json()[0]).toMatchObject({ user_id: 'peerless-account-42', created_user: 'admin' });
    expect((await storedRows(app.t, 'peerless'))[0]).toMatchObject({ peerlessUserId: 'peerless-account-42', createdUser: 'admin' });
  });
});

describe.each(PROVIDER_CASES)('$name test connection', (provider: ProviderCase) => {
  const form = (extra: Record<string, unknown> = {}) => ({ ...provider.form(sim.url), ...extra });
  const testWith = (body: Record<string, unknown>, token = tokens.admin) => app.t.call('testPortabilityConnection', { provider: provider.key, ...body }, token);
  const said = {
    ok: ['portabilityTestOk', `${provider.name} answered the test check: the credentials work.`],
    refused: ['portabilityTestRefused', `${provider.name} did not accept the test check, or could not be reached.`],
    timeout: ['portabilityTestTimeout', `${provider.name} did not answer in time.`],
  } as const;
  const answered = (result: keyof typeof said) => ({ ok: result === 'ok', result, message: said[result][1], message_id: said[result][0] });
  const stored = async () => (await app.t.call(provider.calls.save, form(), tokens.admin)).json().id as number;

  it("is the super tenant's administrators' alone", async () => {
    for (const [who, token] of Object.entries(refused)) expect((await testWith(form(), token)).statusCode, who).toBe(403);
    expect((await sim.requests()).total).toBe(0);
  });

  it('works with the stored secret when the card leaves it empty', async () => {
    const id = await stored();
    expect((await testWith(form({ id, [provider.secret]: '' }))).json()).toEqual(answered('ok'));
    expect((await sim.requests()).total).toBeGreaterThan(0);
  });

  // The simulator listens on 127.0.0.1: at an internal address the answer says only that it failed
  // (test-connection.ts), so wrong credentials and a provider down read alike; the simulator was asked.
  it('fails with wrong credentials', async () => {
    expect((await testWith(form({ [provider.secret]: 'wrong-secret-value' }))).json()).toEqual(answered('refused'));
    expect((await sim.requests()).total).toBeGreaterThan(0);
  });

  it('fails when the provider is down', async () => {
    await sim.control('fail', { status: 503, provider: provider.simulator });
    expect((await testWith(form())).json()).toEqual(answered('refused'));
  });

  it('says the provider did not answer in time past PORTABILITY_TIMEOUT_MS', async () => {
    await sim.control('hang', { provider: provider.simulator });
    const started = Date.now();
    expect((await testWith(form())).json()).toEqual(answered('timeout'));
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it.each(provider.addresses)('never sends the stored secret to a changed %s', async (address: string) => {
    const id = await stored();
    await sim.control('reset');
    const moved = await testWith(form({ id, [address]: elsewhere(provider.form(sim.url)[address]!), [provider.secret]: '' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(refusedOnField(provider.secret, RETYPE, 'portabilityRetypeSecret'));
    expect((await sim.requests()).total).toBe(0);
  });

  it('refuses the id of a record that is gone', async () => {
    const id = await stored();
    await app.t.call(provider.calls.delete, { id }, tokens.admin);
    const answer = await testWith(form({ id, [provider.secret]: '' }));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().messageId).toBe('portabilityProviderNotFound');
  });
});
