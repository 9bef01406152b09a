import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netsapienConnections } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
let superToken: string;
let globexId: number;
const CANARY_SECRET = 'canary-client-secret-7f3a';
const CANARY_PASS = 'canary-superpass-91bd';

beforeAll(async () => {
  t = await buildTestApp();
  superToken = await t.login('demo', 'admin');
  globexId = (await t.call('subscriberList', {}, superToken)).json().find((row: { cloud_id: string }) => row.cloud_id === 'globex').id;
});
afterAll(() => t.close());

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
    expect((await t.call('deleteNetsapienDetail', { id }, superToken)).json()).toEqual({ message: 'Record Deleted' });
  });

  it('needs the starred fields, and both secrets for a new connection', async () => {
    const response = await t.call('createUpdateNetsapien', form({ api_url: '', client_secret: '' }), superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ api_url: 'Fields with * are mandatory!', client_secret: 'Fields with * are mandatory!' });
  });

  it('reports an unreachable platform in plain words', async () => {
    const response = await t.call('testNetsapienConnection', form(), superToken);
    expect(response.json()).toEqual({ ok: false, result: 'unreachable', message: 'NetSapiens could not be reached at this API URL.' });
  });
});
