import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
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
/** The one answer of an internal address that failed: true of a closed port and of a refused sign-in alike. */
const REFUSED = 'NetSapiens could not be reached at this API URL, or did not accept the sign-in.';

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

  it('creates one connection when the same subscriber is saved many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => t.call('createUpdateNetsapien', form(), superToken)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().fieldErrors).toEqual({ subscriber_id: 'This subscriber already has a platform connection' });
    }
    const id = responses.find((r) => r.statusCode === 200)!.json().id;
    await t.call('deleteNetsapienDetail', { id }, superToken);
  });

  it('needs the starred fields, and both secrets for a new connection', async () => {
    const response = await t.call('createUpdateNetsapien', form({ api_url: '', client_secret: '' }), superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ api_url: 'Fields with * are mandatory!', client_secret: 'Fields with * are mandatory!' });
  });

  it('reports a closed port of an internal address only as refused', async () => {
    const response = await t.call('testNetsapienConnection', form(), superToken);
    expect(response.json()).toEqual({ ok: false, result: 'refused', message: REFUSED, message_id: 'testRefused' });
  });

  it('says a closed port could not be reached, in the same words as a refused sign-in at an internal address', async () => {
    const listener = createTcpServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    const closed = await t.call('testNetsapienConnection', form({ api_url: `http://127.0.0.1:${port}` }), superToken);
    // 127.0.0.1 is internal: the answer may not tell a closed port from an open one, so it names both causes.
    expect(closed.json()).toEqual({ ok: false, result: 'refused', message: REFUSED, message_id: 'testRefused' });
    expect(closed.json().message).toMatch(/^NetSapiens could not be reached at this API URL/);
  });

  it('reports an address that is not a URL as unreachable', async () => {
    const response = await t.call('testNetsapienConnection', form({ api_url: 'not a url' }), superToken);
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

  it('says the sign-in was refused, and that the platform timed out', async () => {
    const refused = await t.call('testNetsapienConnection', live({ superpass: 'wrong' }), superToken);
    expect(refused.json()).toEqual({ ok: false, result: 'refused', message: REFUSED, message_id: 'testRefused' });
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

describe('stored secrets and a changed API URL', () => {
  const globex = DEMO_CREDENTIALS.find((c) => c.cloudId === 'globex')!;
  let collector: Server;
  let collectorUrl: string;
  const received: string[] = [];
  beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.writeHead(request.url?.includes('oauth2') ? 401 : 500).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  const saved = async () => {
    const stored = form({ api_url: simulatorUrl, client_id: globex.clientId, client_secret: globex.clientSecret, superuser: globex.username, superpass: globex.password });
    const response = await t.call('createUpdateNetsapien', stored, superToken);
    expect(response.statusCode, response.body).toBe(200);
    return { ...stored, id: response.json().id as number };
  };

  it('never sends the stored secrets to another address: both calls ask for them again', async () => {
    const stored = await saved();
    const moved = { ...stored, api_url: collectorUrl, client_secret: '', superpass: '' };
    const retype = 'Type this secret again: the API URL has changed';
    for (const call of ['testNetsapienConnection', 'createUpdateNetsapien'] as const) {
      const response = await t.call(call, moved, superToken);
      expect(response.statusCode, call).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: retype, messageId: 'retypeSecret', fieldErrors: { client_secret: retype, superpass: retype } });
    }
    const onlyPassword = await t.call('createUpdateNetsapien', { ...moved, client_secret: 'typed-again' }, superToken);
    expect(onlyPassword.json().fieldErrors).toEqual({ superpass: retype });
    expect(received).toEqual([]);
    expect((await t.call('netsapienDetail', { id: stored.id }, superToken)).json().api_url).toBe(simulatorUrl);

    const sameUrl = await t.call('testNetsapienConnection', { ...stored, api_url: `${simulatorUrl}/`, client_secret: '', superpass: '' }, superToken);
    expect(sameUrl.json()).toMatchObject({ ok: true, result: 'reachable' });
    await t.call('deleteNetsapienDetail', { id: stored.id }, superToken);
  });

  it('follows no redirect, so that neither the credentials nor the check go where nobody configured', async () => {
    const redirector = createServer((request, response) => response.writeHead(307, { location: `${simulatorUrl}${request.url}` }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const redirected = form({ api_url: `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`, client_id: globex.clientId, client_secret: globex.clientSecret, superuser: globex.username, superpass: globex.password });
      expect((await t.call('testNetsapienConnection', redirected, superToken)).json()).toMatchObject({ ok: false, result: 'refused' });
    } finally {
      await new Promise<void>((resolve) => redirector.close(() => resolve()));
    }
  });

  it('answers an internal address that talks HTTP the same as a closed port', async () => {
    const closed = await t.call('testNetsapienConnection', form({ api_url: 'http://127.0.0.1:9' }), superToken);
    const talking = await t.call('testNetsapienConnection', form({ api_url: collectorUrl }), superToken);
    expect(received.length).toBeGreaterThan(0);
    expect(talking.json()).toEqual(closed.json());
    expect(talking.json()).toMatchObject({ ok: false, result: 'refused' });
  });
});
