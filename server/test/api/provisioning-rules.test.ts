import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { provisioningLogins } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import {
  allowExtension,
  devicesOf,
  elementsOf,
  errorOf,
  insertToken,
  loginOf,
  platformDevicesOf,
  portalPassword,
  provision,
  setDomain,
  setTenant,
  tokenRowOf,
} from '../support/provisioning.js';

// Many attempts of one login within a minute, and many refusals from the one test address: the
// per-login, per-address and anonymous-share limits have tests of their own. A loaded machine may
// take longer than the default test timeout for a first platform request. Without a platform cache,
// checking that a login exists costs reads of its own: a larger request budget.
const app = usePlatformApp({
  PER_USER_LIMIT_FACTOR: '100',
  NETSAPIENS_MAX_PER_MINUTE: '1000',
  NETSAPIENS_TIMEOUT_MS: '2000',
  PROVISIONING_MAX_FAILURES_PER_ADDRESS: '1000',
  PROVISIONING_PLATFORM_SHARE_PERCENT: '100',
});
const login = (extension: string, domain = 'acme.demo') => `${extension}@${domain}`;
const portal = (extension: string, domain = 'acme.demo') => ({ cloud_id: 'acme', cloud_username: login(extension, domain), cloud_password: portalPassword(extension, domain) });

const MESSAGES = {
  unknown: 'This cloud id is unknown or no longer active.',
  blocked: 'This account is blocked. Please contact your administrator.',
  wrong: 'Wrong username or password, or this QR code has already been used or has expired.',
  notAllowed: 'The app is not enabled for this user. Please contact your administrator.',
  down: 'The phone system cannot be reached right now. Please try again in a few minutes.',
};

describe('rule 1: unknown or inactive cloud id', () => {
  it('answers 403 in XML for a cloud id nobody has, and for a tenant that is no longer active', async () => {
    const unknown = await provision(app.t, { ...portal('1001'), cloud_id: 'no-such-cloud' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.headers['content-type']).toMatch(/^application\/xml/);
    expect(unknown.body).toMatch(/^<\?xml[^>]*>\s*<error>\s*<message>/);
    expect(errorOf(unknown)).toBe(MESSAGES.unknown);

    await setTenant(app.t, 'globex', { active: false });
    try {
      const inactive = await provision(app.t, { cloud_id: 'globex', cloud_username: login('1001', 'globex.demo'), cloud_password: portalPassword('1001', 'globex.demo') });
      expect([inactive.statusCode, errorOf(inactive)]).toEqual([403, MESSAGES.unknown]);
    } finally {
      await setTenant(app.t, 'globex', { active: true });
    }
  });
});

describe('rules 2 and 3: wrong credentials count, and enough of them block the login', () => {
  it('answers the same 403 for a wrong password and a used, expired, revoked or foreign token, counting each', async () => {
    await allowExtension(app.t, 'acme.demo', '1021');
    const cases = [
      portalPassword('1022', 'acme.demo'),
      await insertToken(app.t, { domain: 'acme.demo', extension: '1021', usedAt: new Date() }),
      await insertToken(app.t, { domain: 'acme.demo', extension: '1021', expiresAt: new Date(Date.now() - 1000) }),
      await insertToken(app.t, { domain: 'acme.demo', extension: '1021', revokedAt: new Date() }),
    ];
    for (const [index, password] of cases.entries()) {
      const response = await provision(app.t, { cloud_id: 'acme', cloud_username: login('1021'), cloud_password: password });
      expect([response.statusCode, errorOf(response)], `case ${index}`).toEqual([403, MESSAGES.wrong]);
    }
    expect(await loginOf(app.t, '1021@acme.demo')).toMatchObject({ failures: 4, blockedAt: null });
    expect(await devicesOf(app.t, 'acme.demo', '1021')).toEqual([]);
    // Another user's valid token is wrong for this login too, and stays unspent.
    await allowExtension(app.t, 'acme.demo', '1018');
    const foreign = await insertToken(app.t, { domain: 'acme.demo', extension: '1023' });
    const response = await provision(app.t, { cloud_id: 'acme', cloud_username: login('1018'), cloud_password: foreign });
    expect([response.statusCode, errorOf(response)]).toEqual([403, MESSAGES.wrong]);
    expect((await tokenRowOf(app.t, foreign))?.usedAt).toBeNull();
    expect((await loginOf(app.t, '1018@acme.demo'))?.failures).toBe(1);
  });

  it('forgets the failures of a login after it provisions successfully', async () => {
    await allowExtension(app.t, 'acme.demo', '1019');
    expect((await provision(app.t, { ...portal('1019'), cloud_password: 'wrong-1' })).statusCode).toBe(403);
    expect((await loginOf(app.t, '1019@acme.demo'))?.failures).toBe(1);
    expect((await provision(app.t, portal('1019'))).statusCode).toBe(200);
    expect(await loginOf(app.t, '1019@acme.demo')).toBeUndefined();
  });

  it('blocks the login at the fifth failure (423), then refuses even the right password until unblocked', async () => {
    await allowExtension(app.t, 'acme.demo', '1020');
    // The login is compared without case: these are all the same login.
    const usernames = ['1020@acme.demo', '1020@ACME.demo', '1020@acme.demo', '1020@acme.DEMO'];
    for (const cloud_username of usernames) {
      const response = await provision(app.t, { cloud_id: 'acme', cloud_username, cloud_password: 'not-it' });
      expect([response.statusCode, errorOf(response)]).toEqual([403, MESSAGES.wrong]);
    }
    const fifth = await provision(app.t, { ...portal('1020'), cloud_password: 'still-not-it' });
    expect([fifth.statusCode, errorOf(fifth)]).toEqual([423, MESSAGES.blocked]);
    const row = await loginOf(app.t, '1020@acme.demo');
    expect(row).toMatchObject({ failures: 5 });
    expect(row?.blockedAt).toBeInstanceOf(Date);

    const right = await provision(app.t, portal('1020'));
    expect([right.statusCode, errorOf(right)]).toEqual([423, MESSAGES.blocked]);
    expect(await devicesOf(app.t, 'acme.demo', '1020')).toEqual([]);

    // Unblocking (Blocked Subscribers) deletes the row.
    await app.t.database.db.delete(provisioningLogins).where(eq(provisioningLogins.id, row!.id));
    expect((await provision(app.t, portal('1020'))).statusCode).toBe(200);
  });
});

describe('rule 4: provisioning not allowed for the user', () => {
  it('answers 403 for a valid token and a right password while no switch allows the user, spending and counting nothing', async () => {
    const token = await insertToken(app.t, { domain: 'acme.demo', extension: '1023' });
    const before = await platformDevicesOf(app.url, 'acme.demo', '1023');
    for (const password of [token, portalPassword('1023', 'acme.demo')]) {
      const response = await provision(app.t, { cloud_id: 'acme', cloud_username: login('1023'), cloud_password: password });
      expect([response.statusCode, errorOf(response)]).toEqual([403, MESSAGES.notAllowed]);
    }
    expect((await tokenRowOf(app.t, token))?.usedAt).toBeNull();
    expect(await loginOf(app.t, '1023@acme.demo')).toBeUndefined();
    expect(await devicesOf(app.t, 'acme.demo', '1023')).toEqual([]);
    expect(await platformDevicesOf(app.url, 'acme.demo', '1023')).toEqual(before);
  });
});

describe('rule 5: the device limit', () => {
  it('refuses a new installation past the limit with 409 naming it, and still re-provisions the existing devices', async () => {
    await setDomain(app.t, 'acme-branch.demo', { deviceLimit: 2 });
    await allowExtension(app.t, 'acme-branch.demo', '1002');
    const first = await provision(app.t, { ...portal('1002', 'acme-branch.demo'), platform: 'Android' });
    const second = await provision(app.t, { ...portal('1002', 'acme-branch.demo'), platform: 'iOS' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const onPlatform = await platformDevicesOf(app.url, 'acme-branch.demo', '1002');

    const third = await provision(app.t, { ...portal('1002', 'acme-branch.demo'), platform: 'Android' });
    expect(third.statusCode).toBe(409);
    expect(errorOf(third)).toBe('This user already has the most devices this domain allows (2). Remove a device first.');
    expect(await platformDevicesOf(app.url, 'acme-branch.demo', '1002')).toEqual(onPlatform);
    expect(await devicesOf(app.t, 'acme-branch.demo', '1002')).toHaveLength(2);

    const again = await provision(app.t, { cloud_id: 'acme', cloud_username: login('1002', 'acme-branch.demo'), cloud_password: elementsOf(first.body).cloud_password! });
    expect(again.statusCode).toBe(200);
    expect(elementsOf(again.body).username).toBe(elementsOf(first.body).username);
  });

  it("uses the platform domain's max_device while the console has no limit of its own", async () => {
    await allowExtension(app.t, 'acme.demo', '1024');
    // The simulator's demo domains allow 4 devices per user.
    for (const platform of ['Android', 'Android', 'iOS', 'Windows']) expect((await provision(app.t, { ...portal('1024'), platform })).statusCode).toBe(200);
    const fifth = await provision(app.t, { ...portal('1024'), platform: 'Android' });
    expect([fifth.statusCode, errorOf(fifth)]).toEqual([409, 'This user already has the most devices this domain allows (4). Remove a device first.']);
    expect((await devicesOf(app.t, 'acme.demo', '1024')).map((device) => device.deviceName)).toEqual(['1024m', '1024am', '1024i', '1024d']);
  });
});

describe('rule 6: the platform is unreachable', () => {
  it('answers 503 "try again" and writes nothing: no device, no spent token, no counted failure', async () => {
    await allowExtension(app.t, 'acme.demo', '1025');
    const token = await insertToken(app.t, { domain: 'acme.demo', extension: '1025' });
    // 1025 has desk and app devices of its own on the platform already.
    const before = await platformDevicesOf(app.url, 'acme.demo', '1025');
    app.simulator.control.setFaults({ status500: true, object: 'device' });
    const response = await provision(app.t, { cloud_id: 'acme', cloud_username: login('1025'), cloud_password: token, platform: 'Android' });
    expect([response.statusCode, errorOf(response)]).toEqual([503, MESSAGES.down]);
    app.simulator.control.setFaults({ hang: true, object: 'oauth2' });
    const portalDown = await provision(app.t, portal('1025'));
    expect([portalDown.statusCode, errorOf(portalDown)]).toEqual([503, MESSAGES.down]);
    app.simulator.control.clearFaults();

    expect((await tokenRowOf(app.t, token))?.usedAt).toBeNull();
    expect(await devicesOf(app.t, 'acme.demo', '1025')).toEqual([]);
    expect(await loginOf(app.t, '1025@acme.demo')).toBeUndefined();
    expect(await platformDevicesOf(app.url, 'acme.demo', '1025')).toEqual(before);
    // Once the platform is back (and the client's back-off has passed), the same token works.
    await expect.poll(async () => (await provision(app.t, { cloud_id: 'acme', cloud_username: login('1025'), cloud_password: token, platform: 'Android' })).statusCode, { timeout: 8000, interval: 500 }).toBe(200);
  });

  it('deletes the platform device again when its SIP password cannot be read, leaving nothing behind', async () => {
    await allowExtension(app.t, 'acme.demo', '1033');
    const token = await insertToken(app.t, { domain: 'acme.demo', extension: '1033' });
    // The first device read (the user's devices, for a free name) passes; the one after the create fails.
    app.simulator.control.setFaults({ status500: true, object: 'device', action: 'read', after: 1 });
    app.simulator.control.resetCounters();
    const response = await provision(app.t, { cloud_id: 'acme', cloud_username: login('1033'), cloud_password: token, platform: 'Android' });
    app.simulator.control.clearFaults();
    expect([response.statusCode, errorOf(response)]).toEqual([503, MESSAGES.down]);
    expect(app.simulator.control.counters().byKey['device.create']).toBe(1);
    expect((await tokenRowOf(app.t, token))?.usedAt).toBeNull();
    expect(await devicesOf(app.t, 'acme.demo', '1033')).toEqual([]);
    // The client backs off after the failure, so the deletion may be left to the cleanup job.
    await expect.poll(async () => (await platformDevicesOf(app.url, 'acme.demo', '1033')).length, { timeout: 30_000, interval: 1000 }).toBe(0);
    expect(app.simulator.control.counters().byKey['device.delete']).toBeGreaterThanOrEqual(1);
  }, 40_000);
});
