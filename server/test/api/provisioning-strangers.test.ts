import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { usePlatformApp } from '../support/platform-app.js';
import { elementsOf, errorOf, installedDevicePassword, loginOf, portalPassword, provisionFrom, type ProvisioningFields } from '../support/provisioning.js';
import { staticAccountFields } from '../support/static-account-fixtures.js';

/**
 * What a stranger can do to a tenant through the anonymous provisioning endpoint: spend its platform
 * budget, lock out its working phones, fill its Blocked Subscribers, or tell its logins apart by the
 * time of the answers. Each test comes from addresses of its own.
 */
const REFUSAL_MS = 250;
const app = usePlatformApp({
  // As in production: the platform's answers are cached, so made-up logins cost nothing.
  NETSAPIENS_CACHE_SECONDS: '30',
  NETSAPIENS_TIMEOUT_MS: '2000',
  // The anonymous share of the budget has a file of its own (provisioning-platform-share.test.ts).
  NETSAPIENS_MAX_PER_MINUTE: '1000',
  PROVISIONING_PLATFORM_SHARE_PERCENT: '100',
  PROVISIONING_MAX_FAILURES_PER_ADDRESS: '5',
  PROVISIONING_REFUSAL_MS: String(REFUSAL_MS),
});

const WRONG = 'Wrong username or password, or this QR code has already been used or has expired.';
const BLOCKED = 'This account is blocked. Please contact your administrator.';

const attempt = (fields: ProvisioningFields, remoteAddress: string, headers: Record<string, string> = {}) => provisionFrom(app.t, fields, remoteAddress, headers);
const acme = (cloud_username: string, cloud_password: string): ProvisioningFields => ({ cloud_id: 'acme', cloud_username, cloud_password });
const installedDevice = (extension: string) => installedDevicePassword(app.t, extension);

describe('a stranger and made-up logins', () => {
  it('checks made-up logins without a platform sign-in, and counts them against the address only', async () => {
    app.simulator.control.resetCounters();
    for (let i = 0; i < 4; i++) {
      const answer = await attempt(acme(`ghost-${i}@acme.demo`, 'guess'), '203.0.113.10');
      expect([answer.statusCode, errorOf(answer)]).toEqual([403, WRONG]);
    }
    const platform = app.simulator.control.counters().byKey;
    // The tenant's domains and the domain's users, read once and cached; no user sign-in at all.
    expect(platform['subscriber.read'] ?? 0).toBeLessThanOrEqual(1);
    expect(platform['oauth2.token'] ?? 0).toBeLessThanOrEqual(1);
    // Nothing in Blocked Subscribers for logins nobody has.
    for (let i = 0; i < 4; i++) expect(await loginOf(app.t, `ghost-${i}@acme.demo`)).toBeUndefined();
  });

  it('answers a made-up login as blocked after as many refusals as a real one, still without listing it', async () => {
    const answers: Array<[number, string | undefined]> = [];
    for (let i = 0; i < 6; i++) {
      const answer = await attempt(acme('ghost-blocked@acme.demo', `guess-${i}`), `203.0.113.${100 + i}`);
      answers.push([answer.statusCode, errorOf(answer)]);
    }
    expect(answers.slice(3)).toEqual([
      [403, WRONG],
      [423, BLOCKED],
      [423, BLOCKED],
    ]);
    expect(await loginOf(app.t, 'ghost-blocked@acme.demo')).toBeUndefined();
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(acme(`ghost-v6-${i}@acme.demo`, 'guess'), `2001:db8:7:8::${i + 1}`)).statusCode).toBe(403);
    const held = await attempt(acme('ghost-v6-last@acme.demo', 'guess'), '2001:db8:7:8:ffff::9');
    expect([held.statusCode, errorOf(held)]).toEqual([429, 'Too many failed attempts from this network. Please wait a few minutes and try again.']);
    expect((await attempt(acme('ghost-v6-other@acme.demo', 'guess'), '2001:db8:7:9::1')).statusCode).toBe(403);
  });

  it('holds an address back after its refusals, while a device behind it still re-provisions', async () => {
    const devicePassword = await installedDevice('1006');
    for (let i = 0; i < 5; i++) expect((await attempt(acme(`ghost-x${i}@acme.demo`, 'guess'), '203.0.113.11')).statusCode).toBe(403);
    const held = await attempt(acme('1007@acme.demo', portalPassword('1007', 'acme.demo')), '203.0.113.11');
    expect([held.statusCode, errorOf(held)]).toEqual([429, 'Too many failed attempts from this network. Please wait a few minutes and try again.']);
    expect((await attempt(acme('1006@acme.demo', devicePassword), '203.0.113.11')).statusCode).toBe(200);
    // Another address is not held back.
    expect((await attempt(acme('ghost-y@acme.demo', 'guess'), '203.0.113.12')).statusCode).toBe(403);
  });
});

describe('a stranger and a working phone', () => {
  it("blocks password guessing of a login, not the devices that hold the login's device password", async () => {
    const devicePassword = await installedDevice('1009');
    const answers: Array<[number, string | undefined]> = [];
    for (let i = 0; i < 5; i++) {
      const answer = await attempt(acme('1009@acme.demo', `guess-${i}`), `203.0.113.${40 + i}`);
      answers.push([answer.statusCode, errorOf(answer)]);
    }
    expect(answers.at(-1)).toEqual([423, BLOCKED]);
    expect((await loginOf(app.t, '1009@acme.demo'))?.blockedAt).toBeInstanceOf(Date);
    // The right portal password is refused while the login is blocked; the installed phone is not.
    expect((await attempt(acme('1009@acme.demo', portalPassword('1009', 'acme.demo')), '203.0.113.46')).statusCode).toBe(423);
    const phone = await attempt(acme('1009@acme.demo', devicePassword), '198.51.100.201');
    expect(phone.statusCode).toBe(200);
    expect(elementsOf(phone.body).cloud_password).toBe(devicePassword);
  });

  it("is not answered by the login's attempt limit either", async () => {
    const devicePassword = await installedDevice('1017');
    // Twenty password checks of one login a minute; a stranger spends them all from many addresses.
    let limited: LightMyRequestResponse | undefined;
    for (let i = 0; i < 25 && !limited; i++) {
      const answer = await attempt(acme('1017@ACME.demo', `guess-${i}`), `192.0.2.${i + 1}`);
      if (answer.statusCode === 429) limited = answer;
    }
    expect(limited && errorOf(limited)).toBe('Too many attempts for this account. Please wait a minute and try again.');
    expect((await attempt(acme('1017@acme.demo', devicePassword), '198.51.100.202')).statusCode).toBe(200);
  }, 30_000);
});

describe('the time of a refusal', () => {
  it('tells no static account, platform user or made-up login apart: each refusal takes the same time band', async () => {
    const admin = await app.t.login('demo', 'admin');
    const account = staticAccountFields('acme');
    expect((await app.t.call('createUpdateAccount', account, admin)).statusCode).toBe(200);
    const cases: Array<[string, ProvisioningFields]> = [
      ['static account', acme(account.cloud_username, 'not-its-password')],
      ['platform user', acme('1030@acme.demo', 'not-its-password')],
      ['made-up login', acme('nobody-here@acme.demo', 'not-its-password')],
    ];
    for (const [index, [name, fields]] of cases.entries()) {
      const started = performance.now();
      const answer = await attempt(fields, `203.0.113.${60 + index}`);
      const took = performance.now() - started;
      expect([answer.statusCode, errorOf(answer)], name).toEqual([403, WRONG]);
      expect(took, name).toBeGreaterThanOrEqual(REFUSAL_MS - 5);
    }
    // A wrong static password counts towards a block like any login that exists.
    expect((await loginOf(app.t, account.cloud_username.toLowerCase()))?.failures).toBe(1);
  });
});

describe('a console session on the anonymous endpoint', () => {
  it("lifts none of its limits: a Token header is ignored there", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    // 300 a minute per address; an unknown cloud id is refused before any password check.
    let limited = 0;
    for (let i = 0; i < 305; i++) {
      const answer = await attempt({ cloud_id: 'no-such-cloud', cloud_username: 'x', cloud_password: 'y' }, '203.0.113.80', { token });
      if (answer.statusCode === 429) limited += 1;
    }
    expect(limited).toBe(5);
  }, 60_000);
});
