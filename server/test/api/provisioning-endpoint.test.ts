import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { allowExtension, elementsOf, errorOf, insertToken, portalPassword, provision } from '../support/provisioning.js';

const logLines: string[] = [];
// Limits scaled down: 15 requests per address and 1 per login a minute; the production read cache.
const app = usePlatformApp({ PER_USER_LIMIT_FACTOR: '0.05', NETSAPIENS_CACHE_SECONDS: '30' }, { write: (line) => void logLines.push(line) });

describe('the access log', () => {
  it('never shows a password, a QR token or a per-device password, whichever way they were sent', async () => {
    await allowExtension(app.t, 'acme.demo', '1002');
    const token = await insertToken(app.t, { domain: 'acme.demo', extension: '1002' });
    const first = await provision(app.t, { cloud_id: 'acme', cloud_username: '1002@acme.demo', cloud_password: token }, 'GET');
    expect(first.statusCode, first.body).toBe(200);
    const { cloud_password: devicePassword, password: sipPassword } = elementsOf(first.body);
    // A new minute of the per-login limit is not waited for: these use other logins.
    await allowExtension(app.t, 'acme.demo', '1003');
    expect((await provision(app.t, { cloud_id: 'acme', cloud_username: '1003@acme.demo', cloud_password: portalPassword('1003', 'acme.demo') }, 'GET')).statusCode).toBe(200);
    expect((await provision(app.t, { cloud_id: 'acme', cloud_username: '1004@acme.demo', cloud_password: 'wrong-secret-4242' }, 'GET')).statusCode).toBe(403);

    const everything = logLines.join('\n');
    expect(everything).toContain('/provisioning/account?cloud_id=acme&cloud_username=1002%40acme.demo&cloud_password=[redacted]');
    for (const secret of [token, devicePassword!, sipPassword!, portalPassword('1003', 'acme.demo'), 'wrong-secret-4242']) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/cloud_password=(?!\[redacted\])/);
  });
});

describe('the limits', () => {
  it('answers 429 in XML past the per-login limit, then past the per-address limit', async () => {
    // An address of its own, so that the other tests' requests do not count here.
    const attempt = (login: string) =>
      app.t.app.inject({
        method: 'POST',
        url: '/provisioning/account',
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cloud_id: 'acme', cloud_username: login, cloud_password: 'x' }).toString(),
      });
    expect((await attempt('login-a@acme.demo')).statusCode).toBe(403);
    const again = await attempt('LOGIN-A@acme.demo');
    expect([again.statusCode, errorOf(again)]).toEqual([429, 'Too many attempts for this account. Please wait a minute and try again.']);
    expect(again.headers['content-type']).toMatch(/^application\/xml/);
    for (let i = 0; i < 13; i++) expect((await attempt(`login-${i}@acme.demo`)).statusCode).toBe(403);
    const past = await attempt('login-last@acme.demo');
    expect([past.statusCode, errorOf(past)]).toEqual([429, 'Too many requests. Please slow down.']);
  });
});

describe('the API documentation', () => {
  it('lists the endpoint for GET and POST', async () => {
    const doc = (await app.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/provisioning/account'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(path.post.summary).toMatch(/Account XML/);
  });
});

describe('other methods', () => {
  it('answers 405 in XML naming the methods it takes, as app integrations do', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.t.app.inject({ method, url: '/provisioning/account' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, POST');
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(errorOf(response)).toBe('Only GET and POST are accepted here.');
    }
  });
});

describe('caching', () => {
  const cachingOf = (response: { headers: Record<string, unknown> }) => [response.headers['cache-control'], response.headers.pragma];
  const NO_STORE = ['no-store', 'no-cache'];

  it('lets no browser or proxy keep an answer that carries credentials, a success or an error, however the address is spelled', async () => {
    await allowExtension(app.t, 'acme.demo', '1005');
    await allowExtension(app.t, 'acme.demo', '1006');
    const account = (extension: string) => ({ cloud_id: 'acme', cloud_username: `${extension}@acme.demo`, cloud_password: portalPassword(extension, 'acme.demo') });
    const answers = {
      get: await provision(app.t, account('1005'), 'GET'),
      post: await provision(app.t, account('1006')),
      error: await provision(app.t, { cloud_id: 'nobody', cloud_username: '1001@acme.demo', cloud_password: 'x' }),
      spelled: await app.t.app.inject({ method: 'GET', url: '/%70rovisioning/account?cloud_id=nobody&cloud_username=x&cloud_password=y' }),
      methodNotAllowed: await app.t.app.inject({ method: 'DELETE', url: '/provisioning/account' }),
    };
    expect(Object.values(answers).map((response) => response.statusCode)).toEqual([200, 200, 403, 403, 405]);
    for (const [name, response] of Object.entries(answers)) expect(cachingOf(response), name).toEqual(NO_STORE);
  });

  it('marks the API answers that carry a session, a QR code or an account no-store', async () => {
    const session = await app.t.call('authLogin', { cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' });
    const qrCode = await app.t.call('getQrCode', { token: await insertToken(app.t, { domain: 'acme.demo', extension: '1007' }) });
    const unknownQrCode = await app.t.call('getQrCode', { token: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const preview = await app.t.call('previewAccount', { domain: 'acme.demo', extension: '1001' }, session.json().Token);
    expect([session, qrCode, unknownQrCode, preview].map((response) => response.statusCode)).toEqual([200, 200, 404, 200]);
    for (const response of [session, qrCode, unknownQrCode, preview]) expect(cachingOf(response)).toEqual(NO_STORE);
  });
});
