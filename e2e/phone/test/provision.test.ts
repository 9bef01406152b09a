import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provision, provisioningForm, reprovision, type PhoneState } from '../phone.js';
import { accountXml, errorXml, recordingServer } from './fixtures.js';

let server: Awaited<ReturnType<typeof recordingServer>>;
beforeAll(async () => {
  server = await recordingServer();
});
afterAll(() => server.close());

const DEVICE_SECRET = 'q7Hc1pA0dZ-KsT3v_x9LwYb4nRe2mUo6iJg8fVh5kCs';
const account = (cloudPassword: string) =>
  accountXml({ title: 'Acme Telecom 1001', cloud_username: '1001@acme.demo', cloud_password: cloudPassword, username: '1001m', password: 'sip-secret' });

describe('provision', () => {
  it('posts the form of the app portal template and keeps the credentials the account hands back', async () => {
    server.reply({ status: 200, body: account(DEVICE_SECRET) });
    const result = await provision({ baseUrl: server.url, cloudId: 'acme', username: '1001@acme.demo', password: 'tok+en/=&x', platform: 'ios', version: '4.2.0' });

    const request = server.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/provisioning/account', contentType: 'application/x-www-form-urlencoded' });
    expect(request?.body).toMatch(/^cloud_id=acme&cloud_username=1001%40acme\.demo&cloud_password=tok%2Ben%2F%3D%26x&installid=[0-9a-f-]{36}&platform=ios&version=4\.2\.0$/);
    const sent = new URLSearchParams(request?.body);
    expect(result.status).toBe(200);
    expect(result.state).toMatchObject({
      baseUrl: server.url,
      cloudId: 'acme',
      cloudUsername: '1001@acme.demo',
      cloudPassword: DEVICE_SECRET,
      installId: sent.get('installid'),
      platform: 'ios',
      version: '4.2.0',
      last: { status: 200 },
    });
    expect(result.state?.account.username).toBe('1001m');
  });

  it('returns the status and message of an error answer, and no state', async () => {
    server.reply({ status: 423, body: errorXml('This account is blocked. Please contact your administrator.') });
    const result = await provision({ baseUrl: server.url, cloudId: 'acme', username: '1001@acme.demo', password: 'wrong' });
    expect(result).toMatchObject({ status: 423, answer: { kind: 'error', message: 'This account is blocked. Please contact your administrator.' } });
    expect(result.state).toBeUndefined();
  });

  it('sends the same fields as a GET query when asked', async () => {
    server.reply({ status: 200, body: account(DEVICE_SECRET) });
    await provision({ baseUrl: server.url, cloudId: 'acme', username: 'u', password: 'p', installId: 'i-1', platform: 'android', version: '1', method: 'GET' });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/provisioning/account?cloud_id=acme&cloud_username=u&cloud_password=p&installid=i-1&platform=android&version=1', body: '' });
  });

  it.each([
    [{ status: 404, type: 'application/json', body: '{"message":"Route POST:/provisioning/account not found"}' }, 'POST /provisioning/account answered 404 application/json: not XML'],
    [{ status: 200, body: errorXml('odd') }, 'answered 200 application/xml: an error with this status'],
    [{ status: 403, body: account('x') }, 'answered 403 application/xml: an account with this status'],
    [{ status: 200, body: '<account><title>A</title>' }, 'answered 200 application/xml: Malformed XML'],
  ])('throws on an answer the app could not use: %j', async (reply, expected) => {
    server.reply(reply);
    await expect(provision({ baseUrl: server.url, cloudId: 'acme', username: 'u', password: 'p' })).rejects.toThrow(expected);
  });

  it('leaves out the optional fields it does not know', () => {
    expect(provisioningForm({ baseUrl: 'http://x', cloudId: 'acme*', username: 'a b', password: 'p' }).toString()).toBe('cloud_id=acme*&cloud_username=a+b&cloud_password=p');
  });
});

describe('reprovision', () => {
  const state: PhoneState = {
    baseUrl: 'http://unused.invalid',
    cloudId: 'acme',
    cloudUsername: '1001@acme.demo',
    cloudPassword: DEVICE_SECRET,
    installId: 'install-1',
    platform: 'android',
    version: '4.2.1',
    account: { title: 'Acme Telecom 1001' },
    last: { status: 200, at: '2026-11-23T09:00:00.000Z' },
  };

  it('provisions with the stored cloud password and install id, and keeps the new account', async () => {
    server.reply({ status: 200, body: accountXml({ title: 'Logged out.', username: 'logged-out', password: 'invalid', cloud_username: '1001@acme.demo', cloud_password: 'invalid' }) });
    const result = await reprovision(state, { baseUrl: server.url });
    expect(Object.fromEntries(new URLSearchParams(server.requests.at(-1)?.body))).toEqual({
      cloud_id: 'acme',
      cloud_username: '1001@acme.demo',
      cloud_password: DEVICE_SECRET,
      installid: 'install-1',
      platform: 'android',
      version: '4.2.1',
    });
    expect(result.state).toMatchObject({ baseUrl: server.url, cloudPassword: 'invalid', account: { title: 'Logged out.' } });
  });

  it('keeps the stored credentials after an error answer and records it', async () => {
    server.reply({ status: 503, body: errorXml('The phone system cannot be reached. Please try again later.') });
    const result = await reprovision(state, { baseUrl: server.url });
    expect(result.state).toMatchObject({ cloudPassword: DEVICE_SECRET, account: state.account, last: { status: 503, message: 'The phone system cannot be reached. Please try again later.' } });
  });
});
