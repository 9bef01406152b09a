import { createSimulator, type Simulator } from '@mamt/netsapiens-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, staticAccounts } from '../../src/db/schema.js';
import { seedDemoConnections } from '../../src/db/seed/seed-demo-connections.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
let simulator: Simulator;
let superToken: string;
const logLines: string[] = [];
const CLOUD_CANARY = 'canary-cloud-pass-4d1e';
const SIP_CANARY = 'canary-sip-pass-77b0';
const MANDATORY = 'Fields with * are mandatory!';
const EXPIRES = 'Expires value can not be greater than 999';

beforeAll(async () => {
  simulator = createSimulator();
  const url = await simulator.listen(0);
  // Every log line is kept, to show that no password reaches the log.
  t = await buildTestApp({ NETSAPIENS_TIMEOUT_MS: '500', NETSAPIENS_CACHE_SECONDS: '0' }, { write: (line) => void logLines.push(line) });
  await seedDemoConnections(t.database.db, secretBoxFor(t.config), url);
  superToken = await t.login('demo', 'admin');
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});
beforeEach(async () => {
  simulator.control.clearFaults();
  await t.database.db.delete(staticAccounts);
});

let sequence = 0;
const account = (extra: Record<string, unknown> = {}) => ({
  cloud_id: 'acme',
  cloud_username: `lobby-phone-${sequence++}`,
  cloud_password: CLOUD_CANARY,
  proxy: 'sip.acme.example:5060',
  outbound_proxy_host: 'proxy.acme.example',
  account_username: 'lobby',
  account_password: SIP_CANARY,
  ...extra,
});
const save = (body: object) => t.call('createUpdateAccount', body, superToken);
async function created(body: object): Promise<number> {
  const response = await save(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}
const detail = async (id: number) => (await t.call('accountDetail', { id }, superToken)).json();
const storedRow = async (id: number) => (await t.database.db.select().from(staticAccounts).where(eq(staticAccounts.id, id)))[0];
const countRows = async () => (await t.database.db.select({ id: staticAccounts.id }).from(staticAccounts)).length;

describe('saving a static account', () => {
  it('creates one with the defaults of document 3 §9 and answers it without passwords', async () => {
    const response = await save(account({ cloud_username: 'lobby-phone' }));
    expect(response.json()).toMatchObject({ message: 'Static account created successfully', message_id: 'staticAccountCreated' });
    const id = response.json().id;
    const acmeId = (await t.call('subscriberList', {}, superToken)).json().find((row: { cloud_id: string }) => row.cloud_id === 'acme').id;
    const adminId = (await t.call('getProfileDetails', {}, superToken)).json().id;
    expect(await detail(id)).toEqual({
      id,
      cloud_id: 'acme',
      subscriber_id: acmeId,
      company: 'Acme Telecom',
      cloud_username: 'lobby-phone',
      proxy: 'sip.acme.example:5060',
      outbound_proxy_host: 'proxy.acme.example',
      transport: 'udp',
      account_username: 'lobby',
      expires: 60,
      allow_message: '1',
      outbound_proxy_enabled: '1',
      remote_msg_delete_supported: '1',
      msg_local_delete_supported: '1',
      outgoing_calls_through_sipis: '1',
      ringing_tone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
      user_id: adminId,
    });
  });

  it('reads every yes/no form and answers the strings 1 and 0', async () => {
    const forms: Array<[unknown, '1' | '0']> = [[true, '1'], [false, '0'], ['yes', '1'], ['NO', '0'], ['1', '1'], ['0', '0'], [1, '1'], [0, '0'], ['False', '0']];
    const id = await created(account());
    for (const [sent, answered] of forms) {
      const flags = { allow_message: sent, outbound_proxy_enabled: sent, remote_msg_delete_supported: sent, msg_local_delete_supported: sent, outgoing_calls_through_sipis: sent };
      expect((await save(account({ id, cloud_password: '', account_password: '', ...flags }))).statusCode).toBe(200);
      expect(await detail(id), `sent ${JSON.stringify(sent)}`).toMatchObject(Object.fromEntries(Object.keys(flags).map((key) => [key, answered])));
    }
    const wrong = await save(account({ allow_message: 'maybe' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ allow_message: 'Choose yes or no' });
  });

  it('names every missing starred field, the passwords of a new account included', async () => {
    const response = await save({ transport: 'udp' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MANDATORY });
    expect(response.json().fieldErrors).toEqual(
      Object.fromEntries(['cloud_id', 'cloud_username', 'cloud_password', 'proxy', 'outbound_proxy_host', 'account_username', 'account_password'].map((field) => [field, MANDATORY])),
    );
    const blanks = await save(account({ cloud_password: '   ', account_password: '', proxy: ' ' }));
    expect(blanks.json().fieldErrors).toEqual({ cloud_password: MANDATORY, account_password: MANDATORY, proxy: MANDATORY });
    expect(await countRows()).toBe(0);
  });

  it('takes expires from 1 to 999 only, and the default when it is left empty', async () => {
    for (const expires of [1000, 0, -5, 12.5, 'abc', '99999']) {
      const response = await save(account({ expires }));
      expect(response.statusCode, `expires ${expires}`).toBe(400);
      expect(response.json()).toMatchObject({ message: EXPIRES, fieldErrors: { expires: EXPIRES } });
    }
    expect((await detail(await created(account({ expires: '999' })))).expires).toBe(999);
    expect((await detail(await created(account({ expires: 1 })))).expires).toBe(1);
    expect((await detail(await created(account({ expires: '' })))).expires).toBe(60);
    expect((await detail(await created(account({ expires: ' 30 ' })))).expires).toBe(30);
    expect((await detail(await created(account({ expires: '  ' })))).expires).toBe(60);
  });

  it('takes Proxy and Outbound Proxy Host as host or host:port, naming the field that is wrong', async () => {
    for (const host of ['sip.example.com:5061', '10.0.0.1', '[2001:db8::1]:5060', 'pbx-1.example']) {
      expect((await save(account({ proxy: host, outbound_proxy_host: host }))).statusCode, host).toBe(200);
    }
    for (const host of ['sip server', 'sip.example.com:99999', 'http://sip.example.com', 'sip.example.com:', '-bad.example', 'a:b:c']) {
      const response = await save(account({ proxy: host, outbound_proxy_host: host }));
      expect(response.json().fieldErrors, host).toEqual({
        proxy: 'Enter the Proxy as host or host:port',
        outbound_proxy_host: 'Enter the Outbound Proxy Host as host or host:port',
      });
    }
  });

  it('takes a transport of getDefaults in any case, and refuses another', async () => {
    expect((await detail(await created(account({ transport: 'TLS' })))).transport).toBe('tls');
    const response = await save(account({ transport: 'sctp' }));
    expect(response.json().fieldErrors).toEqual({ transport: 'Transport may be only: udp, tcp, tls' });
    expect(response.json().fieldErrorIds.transport).toEqual({ id: 'transportChoices', params: { choices: 'udp, tcp, tls' } });
  });

  it('refuses a cloud id that is no tenant', async () => {
    const response = await save(account({ cloud_id: 'no-such-cloud' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ cloud_id: 'Unknown cloud id no-such-cloud' });
  });
});

describe('passwords', () => {
  it('are sealed at rest, never answered, logged or audited, and an empty one on edit keeps the stored one', async () => {
    const id = await created(account());
    const row = await storedRow(id);
    const box = secretBoxFor(t.config);
    expect(row?.cloudPasswordSealed).not.toContain(CLOUD_CANARY);
    expect(box.open(row?.cloudPasswordSealed ?? '')).toBe(CLOUD_CANARY);
    expect(box.open(row?.accountPasswordSealed ?? '')).toBe(SIP_CANARY);

    expect((await save(account({ id, cloud_password: '', account_password: '', account_username: 'front-desk' }))).json()).toMatchObject({
      message: 'Static account updated successfully',
    });
    const kept = await storedRow(id);
    expect(kept?.accountUsername).toBe('front-desk');
    expect([kept?.cloudPasswordSealed, kept?.accountPasswordSealed]).toEqual([row?.cloudPasswordSealed, row?.accountPasswordSealed]);

    await save(account({ id, cloud_password: 'a-new-cloud-pass', account_password: '' }));
    const changed = await storedRow(id);
    expect(box.open(changed?.cloudPasswordSealed ?? '')).toBe('a-new-cloud-pass');
    expect(changed?.accountPasswordSealed).toBe(row?.accountPasswordSealed);

    // A refused save (a taken login) goes through the audit and the log as well.
    await save(account({ cloud_username: kept?.cloudUsername }));
    const answers = [await t.call('accountsSummary', {}, superToken), await t.call('accountDetail', { id }, superToken)];
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    for (const text of [...answers.map((response) => response.body), audit, logLines.join('\n')]) {
      for (const secret of [CLOUD_CANARY, SIP_CANARY, 'a-new-cloud-pass']) expect(text).not.toContain(secret);
    }
    for (const response of answers) expect(response.body).not.toMatch(/"cloud_password"|"account_password"/);
    expect(audit).toContain(`static-account:${id}`);
  });

  it('must be typed again, the SIP password, when the proxy or the outbound proxy changes; the username and the login password need not', async () => {
    const id = await created(account());
    const before = await storedRow(id);
    const retype = 'Type this password again: the SIP server has changed';
    const edit = (change: Record<string, string>) => save(account({ id, cloud_username: before?.cloudUsername, cloud_password: '', account_password: '', ...change }));
    const changes: Array<Record<string, string>> = [{ proxy: 'sip.collector.example:5060' }, { proxy: 'sip.acme.example:5080' }, { outbound_proxy_host: 'proxy.collector.example' }];
    for (const change of changes) {
      const answer = await edit(change);
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json()).toMatchObject({ message: retype, messageId: 'retypeSipSecret', fieldErrors: { account_password: retype } });
      expect(Object.keys(answer.json().fieldErrors)).toEqual(['account_password']);
    }
    expect(await storedRow(id)).toEqual(before);

    const sameServers = await edit({ proxy: 'SIP.Acme.Example:5060', outbound_proxy_host: 'Proxy.ACME.example', account_username: 'front-desk' });
    expect(sameServers.statusCode, sameServers.body).toBe(200);
    expect((await storedRow(id))?.accountPasswordSealed).toBe(before?.accountPasswordSealed);

    const moved = await edit({ account_password: 'moved-sip-pass', proxy: 'sip.moved.example' });
    expect(moved.statusCode, moved.body).toBe(200);
    const row = await storedRow(id);
    expect(row?.proxy).toBe('sip.moved.example');
    expect(secretBoxFor(t.config).open(row?.accountPasswordSealed ?? '')).toBe('moved-sip-pass');
    expect(row?.cloudPasswordSealed).toBe(before?.cloudPasswordSealed);
  });
});

describe('Subscriber Login', () => {
  it('is unique per tenant without regard to case', async () => {
    const id = await created(account({ cloud_username: 'Lobby-Phone' }));
    const taken = await save(account({ cloud_username: 'lobby-PHONE' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: 'This Subscriber Login is already used by another static account of this subscriber', messageId: 'staticLoginTaken' });
    expect(taken.json().fieldErrors).toEqual({ cloud_username: 'This Subscriber Login is already used by another static account of this subscriber' });
    await created(account({ cloud_id: 'globex', cloud_username: 'LOBBY-PHONE' }));
    const other = await created(account({ cloud_username: 'back-office' }));
    expect((await save(account({ id: other, cloud_username: 'lobby-phone', cloud_password: '', account_password: '' }))).statusCode).toBe(400);
    expect((await save(account({ id, cloud_username: 'lobby-phone', cloud_password: '', account_password: '' }))).statusCode).toBe(200);
  });

  it('is given to one account when the same login is saved many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => save(account({ cloud_username: 'race-phone' }))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await countRows()).toBe(1);
  });

  it("may not be a login of one of the tenant's platform domains", async () => {
    for (const [login, domain] of [['front-desk@acme.demo', 'acme.demo'], ['1001@ACME-Branch.demo', 'acme-branch.demo']] as const) {
      const response = await save(account({ cloud_username: login }));
      expect(response.statusCode, login).toBe(400);
      expect(response.json().fieldErrors).toEqual({ cloud_username: `Subscriber Login may not end in @${domain}: that is a phone system domain of this subscriber` });
      expect(response.json().fieldErrorIds.cloud_username).toEqual({ id: 'staticLoginOnPlatform', params: { domain } });
    }
    // Another tenant's domain, or an address outside the platform, is no login of this tenant's platform.
    await created(account({ cloud_username: 'front-desk@globex.demo' }));
    await created(account({ cloud_username: 'lobby@static.example' }));
    const edit = await created(account({ cloud_username: 'plain-login' }));
    expect((await save(account({ id: edit, cloud_username: 'plain@acme.demo', cloud_password: '', account_password: '' }))).statusCode).toBe(400);
    expect((await storedRow(edit))?.cloudUsername).toBe('plain-login');
  });

  it('cannot be checked while the platform is down: 502 naming the platform, nothing written', async () => {
    simulator.control.setFaults({ status500: true, object: 'domain' });
    const response = await save(account({ cloud_username: 'lobby@static.example' }));
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('NetSapiens');
    expect(await countRows()).toBe(0);
    // A login without a domain needs no platform.
    await created(account({ cloud_username: 'no-domain-login' }));
  });
});

describe('listing, reading and deleting', () => {
  it('lists every tenant without a cloud id, one tenant with it', async () => {
    const acme = await created(account());
    const globex = await created(account({ cloud_id: 'globex' }));
    const ids = async (body: object) => (await t.call('accountsSummary', body, superToken)).json().map((row: { id: number }) => row.id);
    expect(await ids({})).toEqual([acme, globex]);
    expect(await ids({ cloud_id: 'globex' })).toEqual([globex]);
    expect(await ids({ cloud_id: 'acme', user_id: 99 })).toEqual([acme]);
  });

  it("deletes with 'Record Deleted', and then knows the account no more", async () => {
    const id = await created(account());
    expect((await t.call('deleteAccountDetail', { id }, superToken)).json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
    for (const name of ['deleteAccountDetail', 'accountDetail'] as const) {
      const again = await t.call(name, { id }, superToken);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Static account not found');
    }
    const edit = await save(account({ id }));
    expect(edit.statusCode).toBe(404);
    expect(await countRows()).toBe(0);
  });
});
