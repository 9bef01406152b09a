import { createSimulator, DEMO_CREDENTIALS, type Simulator } from '@mamt/netsapiens-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netsapienConnections } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
let simulator: Simulator;
let simulatorUrl: string;
let superToken: string;
let globexId: number;
const CANARY_SECRET = 'canary-client-secret-7f3a';
const CANARY_PASS = 'canary-superpass-91bd';

beforeAll(async () => {
  simulator = createSimulator();
  simulatorUrl = await simulator.listen(0);
  t = await buildTestApp();
  superToken = await t.login('demo', 'admin');
  globexId = (await t.call('subscriberList', {}, superToken)).json().find((row: { cloud_id: string }) => row.cloud_id === 'globex').id;
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});

const form = (extra: object = {}) => ({
  api_url: 'http://127.0.0.1:9/',
  client_id: 'globex-client',
  client_secret: CANARY_SECRET,
  delivery_webhook: '',
  superuser: 'api@globex.demo',
  superpass: CANARY_PASS,
  subscriber_id: globexId,
  ...extra,
});

describe('platform connections', () => {
  it('stores secrets sealed, never answers them, and keeps them when an edit leaves them empty', async () => {
    const created = await t.call('createUpdateNetsapien', form(), superToken);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const [row] = await t.database.db.select().from(netsapienConnections).where(eq(netsapienConnections.id, id));
    expect(row?.clientSecretSealed).not.toContain(CANARY_SECRET);
    expect(row?.superpassSealed).not.toContain(CANARY_PASS);

    const edited = await t.call('createUpdateNetsapien', form({ id, client_secret: '', superpass: '', client_id: 'renamed-client' }), superToken);
    expect(edited.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(netsapienConnections).where(eq(netsapienConnections.id, id));
    expect(after?.clientSecretSealed).toBe(row?.clientSecretSealed);

    for (const response of [
      await t.call('netsapienSummary', {}, superToken),
      await t.call('netsapienDetail', { id }, superToken),
    ]) {
      expect(response.body).not.toContain(CANARY_SECRET);
      expect(response.body).not.toContain(CANARY_PASS);
      expect(response.body).not.toMatch(/"client_secret"|"superpass"/);
    }
    expect((await t.call('netsapienDetail', { id }, superToken)).json()).toMatchObject({
      api_url: 'http://127.0.0.1:9',
      client_id: 'renamed-client',
      cloud_id: 'globex',
      company: 'Globex Corp',
      has_client_secret: true,
    });
    const duplicate = await t.call('createUpdateNetsapien', form(), superToken);
    expect(duplicate.json().fieldErrors).toEqual({ subscriber_id: 'This subscriber already has a platform connection' });
    expect((await t.call('deleteNetsapienDetail', { id }, superToken)).json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
  });

  it('needs the starred fields, and both secrets for a new connection', async () => {
    const response = await t.call('createUpdateNetsapien', form({ api_url: '', client_secret: '' }), superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ api_url: 'Fields with * are mandatory!', client_secret: 'Fields with * are mandatory!' });
  });

  it('reports an unreachable platform in plain words', async () => {
    const response = await t.call('testNetsapienConnection', form(), superToken);
    expect(response.json()).toEqual({ ok: false, result: 'unreachable', message: 'NetSapiens could not be reached at this API URL.', message_id: 'testUnreachable' });
  });
});

describe('Test connection against the platform simulator', () => {
  const globex = DEMO_CREDENTIALS.find((c) => c.cloudId === 'globex')!;
  const live = (extra: object = {}) =>
    form({ api_url: simulatorUrl, client_id: globex.clientId, client_secret: globex.clientSecret, superuser: globex.username, superpass: globex.password, ...extra });

  it('says reachable for good credentials, and uses the stored secrets when the form leaves them empty', async () => {
    expect((await t.call('testNetsapienConnection', live(), superToken)).json()).toMatchObject({ ok: true, result: 'reachable' });
    const id = (await t.call('createUpdateNetsapien', live(), superToken)).json().id;
    const stored = await t.call('testNetsapienConnection', live({ id, client_secret: '', superpass: '' }), superToken);
    expect(stored.json()).toMatchObject({ ok: true, result: 'reachable' });
    await t.call('deleteNetsapienDetail', { id }, superToken);
  });

  it('says the credentials were refused, and that the platform timed out', async () => {
    const refused = await t.call('testNetsapienConnection', live({ superpass: 'wrong' }), superToken);
    expect(refused.json()).toEqual({ ok: false, result: 'credentials', message: 'NetSapiens is reachable but refused the credentials.', message_id: 'testCredentials' });
    simulator.control.setFaults({ hang: true });
    const slow = await buildTestApp({ NETSAPIENS_TIMEOUT_MS: '300' });
    try {
      const timedOut = await slow.call('testNetsapienConnection', live(), await slow.login('demo', 'admin'));
      expect(timedOut.json()).toMatchObject({ ok: false, result: 'timeout' });
    } finally {
      simulator.control.clearFaults();
      await slow.close();
    }
  });
});
