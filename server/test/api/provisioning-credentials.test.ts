import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appDevices } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import { usePlatformApp } from '../support/platform-app.js';
import { allowExtension, devicesOf, elementsOf, errorOf, insertToken, platformDevicesOf, portalPassword, provision, setDomain, tokenRowOf } from '../support/provisioning.js';

// A loaded machine may take longer than the default test timeout for a first platform request.
const app = usePlatformApp({ PER_USER_LIMIT_FACTOR: '100', PUBLIC_URL: 'https://console.example.net', NETSAPIENS_TIMEOUT_MS: '2000' });
const WRONG = 'Wrong username or password, or this QR code has already been used or has expired.';

describe('kind 2: a QR token', () => {
  it('creates the platform device, spends the token, and hands the app its own cloud password', async () => {
    await allowExtension(app.t, 'acme.demo', '1026');
    const token = await insertToken(app.t, { domain: 'acme.demo', extension: '1026' });
    const response = await provision(app.t, { cloud_id: 'acme', cloud_username: '1026@acme.demo', cloud_password: token, installid: 'install-1026', platform: 'Android', version: '4.3.0' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const account = elementsOf(response.body);
    expect(account).toMatchObject({ cloud_username: '1026@acme.demo', username: '1026m', authUsername: '1026m', host: 'acme.demo' });
    expect(account.cloud_password).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // 1026 also has a desk phone, named 1026.
    const onPlatform = (await platformDevicesOf(app.url, 'acme.demo', '1026')).find((device) => device.aor_user === '1026m');
    expect(account.password).toBe(onPlatform?.authentication_key);

    const [row] = await devicesOf(app.t, 'acme.demo', '1026');
    expect(row).toMatchObject({ cloudId: 'acme', subscriberLogin: '1026@acme.demo', deviceName: '1026m', platform: 'android', appVersion: '4.3.0', installId: 'install-1026', deletedAt: null });
    // Only the hash of the cloud password is kept, and the SIP password only sealed.
    expect(row?.cloudPasswordHash).toBe(hashToken(account.cloud_password!));
    expect(row?.sipPasswordSealed).not.toContain(account.password!);
    expect(row?.lastProvisionedAt).toBeInstanceOf(Date);
    expect((await tokenRowOf(app.t, token))?.usedAt).toBeInstanceOf(Date);

    const again = await provision(app.t, { cloud_id: 'acme', cloud_username: '1026@acme.demo', cloud_password: token });
    expect([again.statusCode, errorOf(again)]).toEqual([403, WRONG]);
  });

  it('gives the same installation scanning a new QR code its device again, with a new cloud password', async () => {
    await allowExtension(app.t, 'acme.demo', '1027');
    const first = await provision(app.t, { cloud_id: 'acme', cloud_username: '1027@acme.demo', cloud_password: await insertToken(app.t, { domain: 'acme.demo', extension: '1027' }), installid: 'phone-a', platform: 'iOS' });
    // The domain's configuration changes meanwhile (twice: its first change only creates its row, at
    // version 0): the second scan is served the new one, and its row says so.
    await setDomain(app.t, 'acme.demo', { quickDial: true });
    await setDomain(app.t, 'acme.demo', { quickDial: false });
    const second = await provision(app.t, { cloud_id: 'acme', cloud_username: '1027@acme.demo', cloud_password: await insertToken(app.t, { domain: 'acme.demo', extension: '1027' }), installid: 'phone-a', platform: 'iOS' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(elementsOf(second.body).username).toBe('1027i');
    expect(elementsOf(second.body).password).toBe(elementsOf(first.body).password);
    expect(elementsOf(second.body).cloud_password).not.toBe(elementsOf(first.body).cloud_password);
    const rows = await devicesOf(app.t, 'acme.demo', '1027');
    expect(rows).toHaveLength(1);
    expect(`${rows[0]?.servedTenantVersion}.${rows[0]?.servedDomainVersion}`).toBe(elementsOf(second.body).mamt_configVersion);
    expect(await platformDevicesOf(app.url, 'acme.demo', '1027')).toHaveLength(1);
    // The first cloud password is no longer valid.
    expect((await provision(app.t, { cloud_id: 'acme', cloud_username: '1027@acme.demo', cloud_password: elementsOf(first.body).cloud_password! })).statusCode).toBe(403);
  });
});

describe('kind 3: the platform portal password', () => {
  it('provisions a new installation, naming the device after the first free name of its platform', async () => {
    await allowExtension(app.t, 'acme.demo', '1001');
    // 1001 already has app devices and a desk phone on the platform.
    const existing = (await platformDevicesOf(app.url, 'acme.demo', '1001')).map((device) => device.aor_user);
    expect(existing).toContain('1001m');
    const response = await provision(app.t, { cloud_id: 'acme', cloud_username: '1001@acme.demo', cloud_password: portalPassword('1001', 'acme.demo'), platform: 'Android' });
    expect(response.statusCode, response.body).toBe(200);
    const name = elementsOf(response.body).username!;
    expect(existing).not.toContain(name);
    expect(name).toMatch(/^1001[a-z]m$/);
    const others = await provision(app.t, { cloud_id: 'acme', cloud_username: '1001@acme.demo', cloud_password: portalPassword('1001', 'acme.demo'), platform: 'Linux desktop' });
    expect(elementsOf(others.body).username).toMatch(/^1001[a-z]?d$/);
  });
});

describe('kind 1: the per-device cloud password', () => {
  it('re-provisions with the cloud password of an earlier answer, echoing it and keeping the device', async () => {
    await allowExtension(app.t, 'acme.demo', '1029');
    const first = elementsOf((await provision(app.t, { cloud_id: 'acme', cloud_username: '1029@acme.demo', cloud_password: portalPassword('1029', 'acme.demo') })).body);
    expect(first.username).toBe('1029e');
    const again = await provision(app.t, { cloud_id: 'acme', cloud_username: '1029@acme.demo', cloud_password: first.cloud_password!, version: '4.4.0', platform: 'Something' });
    expect(again.statusCode).toBe(200);
    expect(elementsOf(again.body)).toMatchObject({ username: '1029e', password: first.password, cloud_password: first.cloud_password });
    // Stored as one of the four platforms, as a new installation's row is; a batch after the answer.
    await expect.poll(async () => (await devicesOf(app.t, 'acme.demo', '1029'))[0], { timeout: 5_000, interval: 20 }).toMatchObject({ appVersion: '4.4.0', platform: 'other' });
    // Another login with the same cloud password is wrong.
    const stolen = await provision(app.t, { cloud_id: 'acme', cloud_username: '1032@acme.demo', cloud_password: first.cloud_password! });
    expect([stolen.statusCode, errorOf(stolen)]).toEqual([403, WRONG]);
  });

  it('answers a deleted device "Logged out." with invalid credentials', async () => {
    await allowExtension(app.t, 'acme.demo', '1030');
    const first = elementsOf((await provision(app.t, { cloud_id: 'acme', cloud_username: '1030@acme.demo', cloud_password: portalPassword('1030', 'acme.demo') })).body);
    await app.t.database.db.update(appDevices).set({ deletedAt: new Date() }).where(eq(appDevices.cloudPasswordHash, hashToken(first.cloud_password!)));
    const response = await provision(app.t, { cloud_id: 'acme', cloud_username: '1030@acme.demo', cloud_password: first.cloud_password! });
    expect(response.statusCode).toBe(200);
    expect(elementsOf(response.body)).toEqual({ title: 'Logged out.', username: 'logged-out', password: 'invalid', cloud_username: '1030@acme.demo', cloud_password: 'invalid' });
  });
});

describe('the request', () => {
  it('is served as a GET query and as a POST form, and takes the test build\'s cloud id (trailing *) in any case', async () => {
    await allowExtension(app.t, 'acme.demo', '1031');
    const fields = { cloud_username: '1031@acme.demo', cloud_password: portalPassword('1031', 'acme.demo') };
    const byGet = await provision(app.t, { ...fields, cloud_id: 'ACME*' }, 'GET');
    expect(byGet.statusCode, byGet.body).toBe(200);
    const again = await provision(app.t, { ...fields, cloud_id: 'Acme', cloud_password: elementsOf(byGet.body).cloud_password! }, 'POST');
    expect(again.statusCode).toBe(200);
    expect(elementsOf(again.body).extProvUrl).toBe('https://console.example.net/provisioning/account');
  });

  it('answers missing fields with a 400 <error> naming them, never JSON', async () => {
    const response = await provision(app.t, { cloud_id: 'acme', cloud_username: '1031@acme.demo' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(errorOf(response)).toBe('cloud_id, cloud_username and cloud_password are required');
    const unreadable = await app.t.app.inject({ method: 'POST', url: '/provisioning/account', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.body).toMatch(/^<\?xml[^>]*>\s*<error>\s*<message>The request could not be read/);
  });
});
