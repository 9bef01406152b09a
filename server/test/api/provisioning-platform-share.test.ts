import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { usePlatformApp } from '../support/platform-app.js';
import { errorOf, installedDevicePassword, provisionFrom, type ProvisioningFields } from '../support/provisioning.js';

/**
 * Anonymous password checks spend only a share of a tenant's platform request budget: before,
 * about 130 wrong passwords from strangers made acme's phones get 503 and its console 429.
 */
const app = usePlatformApp({
  NETSAPIENS_CACHE_SECONDS: '30',
  NETSAPIENS_TIMEOUT_MS: '2000',
  NETSAPIENS_MAX_PER_MINUTE: '40',
  // 10% of 40: four anonymous sign-ins a minute.
  PROVISIONING_PLATFORM_SHARE_PERCENT: '10',
  PROVISIONING_REFUSAL_MS: '0',
});

const attempt = (fields: ProvisioningFields, remoteAddress: string) => provisionFrom(app.t, fields, remoteAddress);
const acme = (cloud_username: string, cloud_password: string): ProvisioningFields => ({ cloud_id: 'acme', cloud_username, cloud_password });
const installedDevice = (extension: string) => installedDevicePassword(app.t, extension);

describe("anonymous password checks and the tenant's platform budget", () => {
  it("spends only the anonymous share of the tenant's budget: the console and the phones keep the rest", async () => {
    const devicePassword = await installedDevice('1008');
    const token = await app.t.login('acme', 'acme-admin');
    const answers: LightMyRequestResponse[] = [];
    // Wrong passwords of real users, each from an address of its own: every one asks the platform.
    for (let i = 0; i < 6; i++) answers.push(await attempt(acme(`10${10 + i}@acme.demo`, 'guess'), `203.0.113.${20 + i}`));
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
    const busy = answers.slice(4);
    expect(busy.map((answer) => [answer.statusCode, errorOf(answer)])).toEqual([
      [429, 'Too many sign-ins for this company right now. Please try again in a minute.'],
      [429, 'Too many sign-ins for this company right now. Please try again in a minute.'],
    ]);
    // Every login gets the same answer then, a made-up one and a static account's too.
    const madeUp = await attempt(acme('nobody-at-all@acme.demo', 'guess'), '203.0.113.31');
    expect([madeUp.statusCode, errorOf(madeUp)]).toEqual([429, 'Too many sign-ins for this company right now. Please try again in a minute.']);
    // The console still reads the platform, and the phone still re-provisions.
    expect((await app.t.call('getAvailableCallingNumbers', { domain: 'acme.demo' }, token)).statusCode).toBe(200);
    expect((await attempt(acme('1008@acme.demo', devicePassword), '203.0.113.30')).statusCode).toBe(200);
  });
});
