import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DEMO_CREDENTIALS } from '@mamt/netsapiens-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConnections } from '../../src/db/schema.js';
import { buildTestApp } from '../helper.js';
import { useSimulator } from '../support/simulator.js';
import { tenantIdOf, useTestApp } from '../support/test-app.js';

const platform = useSimulator();
const app = useTestApp();
let globexId: number;
const CANARY_SECRET = 'canary-client-secret-7f3a';
const CANARY_PASS = 'canary-superpass-91bd';
/** The one answer of an internal address that failed: true of a closed port and of a refused sign-in alike. */
const REFUSED = 'NetSapiens could not be reached at this API URL, or did not accept the sign-in.';

beforeAll(async () => {
  globexId = await tenantIdOf(app.t, 'globex');
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
    const created = await app.t.call('createUpdateNetsapien', form(), app.superToken);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const [row] = await app.t.database.db.select().from(platformConnections).where(eq(platformConnections.id, id));
    expect(row?.clientSecretSealed).not.toContain(CANARY_SECRET);
    expect(row?.superpassSealed).not.toContain(CANARY_PASS);

    const edited = await app.t.call('createUpdateNetsapien', form({ id, client_secret: '', superpass: '', client_id: 'renamed-client' }), app.superToken);
    expect(edited.statusCode).toBe(200);
    const [after] = await app.t.database.db.select().from(platformConnections).where(eq(platformConnections.id, id));
    expect(after?.clientSecretSealed).toBe(row?.clientSecretSealed);

    for (const response of [
      await app.t.call('netsapienSummary', {}, app.superToken),
      await app.t.call('netsapienDetail', { id }, app.superToken),
    ]) {
      expect(response.body).not.toContain(CANARY_SECRET);
      expect(response.body).not.toContain(CANARY_PASS);
      expect(response.body).not.toMatch(/"client_secret"|"superpass"/);
    }
    expect((await app.t.call('netsapienDetail', { id }, app.superToken)).json()).toMatchObject({
      api_url: 'http://127.0.0.1:9',
      client_id: 'renamed-client',
      cloud_id: 'globex',
      company: 'Globex Corp',
      has_client_secret: true,
    });
    const duplicate = await app.t.call('createUpdateNetsapien', form(), app.superToken);
    expect(duplicate.json().fieldErrors).toEqual({ subscriber_id: 'This subscriber already has a platform connection' });
    expect((await app.t.call('deleteNetsapienDetail', { id }, app.superToken)).json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
  });

  it('creates one connection when the same subscriber is saved many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => app.t.call('createUpdateNetsapien', form(), app.superToken)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().fieldErrors).toEqual({ subscriber_id: 'This subscriber already has a platform connection' });
    }
    const id = responses.find((r) => r.statusCode === 200)!.json().id;
    await app.t.call('deleteNetsapienDetail', { id }, app.superToken);
  });

  it('needs the starred fields, and both secrets for a new connection', async () => {
    const response = await app.t.call('createUpdateNetsapien', form({ api_url: '', client_secret: '' }), app.superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ api_url: 'Fields with * are mandatory!', client_secret: 'Fields with * are mandatory!' });
  });

  it('reports a closed port of an internal address only as refused', async () => {
    const response = await app.t.call('testNetsapienConnection', form(), app.superToken);
    expect(response.json()).toEqual({ ok: false, result: 'refused', message: REFUSED, message_id: 'testRefused' });
  });

  it('says a closed port could not be reached, in the same words as a refused sign-in at an internal address', async () => {
    const listener = createTcpServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    const closed = await app.t.call('testNetsapienConnection', form({ api_url: `http://127.0.0.1:${port}` }), app.superToken);
    // 127.0.0.1 is internal: the answer may not tell a closed port from an open one, so it names both causes.
    expect(closed.json()).toEqual({ ok: false, result: 'refused', message: REFUSED, message_id: 'testRefused' });
    expect(closed.json().message).toMatch(/^NetSapiens could not be reached at this API URL/);
  });

  it('reports an address that is not a URL as unreachable', async () => {
    const response = await app.t.call('testNetsapienConnection', form({ api_url: 'not a url' }), app.superToken);
    expect(response.json()).toEqual({ ok: false, result: 'unreachable', message: 'NetSapiens could not be reached at this API URL.', message_id: 'testUnreachable' });
  });
});

describe('Test connection against the platform simulator', () => {
  const globex = DEMO_CREDENTIALS.find((c) => c.cloudId === 'globex')!;
  const live = (extra: object = {}) =>
    form({ api_url: platform.url, client_id: globex.clientId, client_secret: globex.clientSecret, superuser: globex.username, superpass: globex.password, ...extra });

  it('says reachable for good credentials, and uses the stored secrets when the form leaves them empty', async () => {
    expect((await app.t.call('testNetsapienConnection', live(), app.superToken)).json()).toMatchObject({ ok: true, result: 'reachable' });
    const id = (await app.t.call('createUpdateNetsapien', live(), app.superToken)).json().id;
    const stored = await app.t.call('testNetsapienConnection', live({ id, client_secret: '', superpass: '' }), app.superToken);
    expect(stored.json()).toMatchObject({ ok: true, result: 'reachable' });
    await app.t.call('deleteNetsapienDetail', { id }, app.superToken);
  });

  it('says the sign-in was refused, and that the platform timed out', async () => {
    const refused = await app.t.call('testNetsapienConnection', live({ superpass: 'wrong' }), app.superToken);
    expect(refused.json()).toEqual({ ok: false, result: 'refused', message: REFUSED, message_id: 'testRefused' });
    platform.simulator.control.setFaults({ hang: true });
    const slow = await buildTestApp({ NETSAPIENS_TIMEOUT_MS: '300' });
    try {
      const timedOut = await slow.call('testNetsapienConnection', live(), await slow.login('demo', 'admin'));
      expect(timedOut.json()).toMatchObject({ ok: false, result: 'timeout' });
    } finally {
      platform.simulator.control.clearFaults();
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
    const stored = form({ api_url: platform.url, client_id: globex.clientId, client_secret: globex.clientSecret, superuser: globex.username, superpass: globex.password });
    const response = await app.t.call('createUpdateNetsapien', stored, app.superToken);
    expect(response.statusCode, response.body).toBe(200);
    return { ...stored, id: response.json().id as number };
  };

  it('never sends the stored secrets to another address: both calls ask for them again', async () => {
    const stored = await saved();
    const moved = { ...stored, api_url: collectorUrl, client_secret: '', superpass: '' };
    const retype = 'Type this secret again: the API URL has changed';
    for (const call of ['testNetsapienConnection', 'createUpdateNetsapien'] as const) {
      const response = await app.t.call(call, moved, app.superToken);
      expect(response.statusCode, call).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: retype, messageId: 'retypeSecret', fieldErrors: { client_secret: retype, superpass: retype } });
    }
    const onlyPassword = await app.t.call('createUpdateNetsapien', { ...moved, client_secret: 'typed-again' }, app.superToken);
    expect(onlyPassword.json().fieldErrors).toEqual({ superpass: retype });
    expect(received).toEqual([]);
    expect((await app.t.call('netsapienDetail', { id: stored.id }, app.superToken)).json().api_url).toBe(platform.url);

    const sameUrl = await app.t.call('testNetsapienConnection', { ...stored, api_url: `${platform.url}/`, client_secret: '', superpass: '' }, app.superToken);
    expect(sameUrl.json()).toMatchObject({ ok: true, result: 'reachable' });
    await app.t.call('deleteNetsapienDetail', { id: stored.id }, app.superToken);
  });

  it('follows no redirect, so that neither the credentials nor the check go where nobody configured', async () => {
    const redirector = createServer((request, response) => response.writeHead(307, { location: `${platform.url}${request.url}` }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const redirected = form({ api_url: `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`, client_id: globex.clientId, client_secret: globex.clientSecret, superuser: globex.username, superpass: globex.password });
      expect((await app.t.call('testNetsapienConnection', redirected, app.superToken)).json()).toMatchObject({ ok: false, result: 'refused' });
    } finally {
      await new Promise<void>((resolve) => redirector.close(() => resolve()));
    }
  });

  it('answers an internal address that talks HTTP the same as a closed port', async () => {
    const closed = await app.t.call('testNetsapienConnection', form({ api_url: 'http://127.0.0.1:9' }), app.superToken);
    const talking = await app.t.call('testNetsapienConnection', form({ api_url: collectorUrl }), app.superToken);
    expect(received.length).toBeGreaterThan(0);
    expect(talking.json()).toEqual(closed.json());
    expect(talking.json()).toMatchObject({ ok: false, result: 'refused' });
  });
});
