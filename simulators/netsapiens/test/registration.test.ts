import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index.js';
import { useAcmeSimulator } from './support/acme-simulator.js';

const { simulator, base, accessToken, call } = useAcmeSimulator();

type Device = Record<string, string>;
const REGISTRATION_FIELDS = 'device,registration_time,registration_expires_time,expires,server,user_agent,contact,received_from,transport,registration_error,registration_error_time';

/** What the e2e phone sends; 1001m's seeded SIP password is `k1001mx`. */
const phone = { proxy: 'core2-tor.sip.demo:5061', username: '1001m', domain: 'acme.demo', password: 'k1001mx', expires: 300, user_agent: 'Acrobits-like/4.2.1 (android)', transport: 'tls' };

const register = (body: Record<string, unknown>) =>
  fetch(`${base()}/sip/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...phone, ...body }) });

async function deviceRow(device: string, fields = REGISTRATION_FIELDS): Promise<Device> {
  const rows = (await (await call('device', 'read', { domain: 'acme.demo', device, fields }, await accessToken())).json()) as Device[];
  return rows[0]!;
}

const advance = (seconds: number) =>
  fetch(`${base()}/__simulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceSeconds: seconds }) });

/** `expires` counts down in whole seconds from the registration's whole second: a read just after shows `granted` or a second less. */
const justGranted = (row: Device, granted: number) => expect(Number(row.expires)).toBeGreaterThanOrEqual(granted - 2);

/** The platform's UTC time text as milliseconds. */
const utc = (text: string | undefined) => Date.parse(`${(text ?? '').replace(' ', 'T')}Z`);

describe('SIP registration, as the registrar records it on the device row', () => {
  it('registers on the core the proxy names; the read shows it running, then expired with its core kept', async () => {
    const answer = await register({});
    expect(answer.status).toBe(200);
    const granted = (await answer.json()) as { core: string; expires: number; registration_expires_time: string };
    expect(granted).toMatchObject({ core: 'core2-tor', expires: 300 });

    const row = await deviceRow('1001m');
    expect(Object.keys(row)).toEqual(REGISTRATION_FIELDS.split(','));
    expect(row).toMatchObject({
      server: 'core2-tor', user_agent: 'Acrobits-like/4.2.1 (android)', transport: 'tls', registration_error: '', registration_error_time: '',
      registration_expires_time: granted.registration_expires_time,
    });
    expect(row.registration_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(utc(row.registration_expires_time) - utc(row.registration_time)).toBe(300_000);
    expect(row.received_from).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(row.contact).toBe(`sip:1001m@${row.received_from};transport=tls`);
    justGranted(row, 300);

    expect((await advance(301)).status).toBe(204);
    expect(await deviceRow('1001m')).toEqual({ ...row, expires: '0' });
    expect(simulator().control.counters().byKey['sip.register']).toBe(1);
  });

  it('refreshes a registration, clamps what is asked, and ends it on expires 0', async () => {
    await register({});
    simulator().control.advanceClock(200);
    const first = await deviceRow('1001m');
    expect(await (await register({ proxy: 'sip:CORE1-TOR.sip.demo;transport=tls', expires: 99_999 })).json()).toMatchObject({ core: 'core1-tor', expires: 3600 });
    const refreshed = await deviceRow('1001m');
    expect(utc(refreshed.registration_time)).toBeGreaterThanOrEqual(utc(first.registration_time) + 200_000);
    expect(refreshed.server).toBe('core1-tor');
    justGranted(refreshed, 3600);
    expect((await (await register({ expires: 5 })).json()).expires).toBe(60);
    // Asked for nothing: the registrar's default.
    expect((await (await register({ expires: undefined })).json()).expires).toBe(600);

    const ended = await register({ expires: 0 });
    expect(ended.status).toBe(200);
    expect(await deviceRow('1001m')).toMatchObject({ server: 'core2-tor', expires: '0' });
  });

  it('answers a wrong password 401 in words, recorded on the row until a good registration clears it', async () => {
    await register({});
    const refused = await register({ password: 'nope' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ reason: '401 Unauthorized: wrong password for 1001m@acme.demo' });
    const row = await deviceRow('1001m');
    expect(row).toMatchObject({ registration_error: '401 Unauthorized: wrong password for 1001m@acme.demo', server: 'core2-tor' });
    expect(row.registration_error_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Number(row.expires)).toBeGreaterThan(0);

    expect((await register({})).status).toBe(200);
    expect(await deviceRow('1001m')).toMatchObject({ registration_error: '', registration_error_time: '' });
  });

  it('answers 503 for a proxy that is no core, and 404 for a device the domain does not have, recording nothing', async () => {
    await register({});
    simulator().control.advanceClock(4 * 3600);
    // Long expired, so that no field moves between the two reads.
    const before = await deviceRow('1001m');
    const nowhere = await register({ proxy: 'sip:edge.example.net:5060;transport=tls' });
    expect(nowhere.status).toBe(503);
    expect(await nowhere.json()).toEqual({ reason: 'no core answers at edge.example.net' });
    const unknown = await register({ username: '9999m' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ reason: '404 Not Found: no device 9999m@acme.demo' });
    expect(await deviceRow('1001m')).toEqual(before);
    expect((await register({ proxy: '' })).status).toBe(400);
  });

  it('keeps faults keyed on sip.register, needs no token', async () => {
    simulator().control.setFaults({ object: 'sip', action: 'register', status500: true });
    expect((await register({})).status).toBe(500);
    simulator().control.clearFaults();
    expect((await register({})).status).toBe(200);
  });

  it('records a test\'s registration or refusal through /__simulator/device-registration', async () => {
    const control = (body: unknown) => fetch(`${base()}/__simulator/device-registration`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await control({ domain: 'acme.demo', device: '1001m', core: 'core1-tor' })).status).toBe(204);
    const row = await deviceRow('1001m');
    expect(row).toMatchObject({ server: 'core1-tor', user_agent: '' });
    justGranted(row, 600);
    expect((await control({ domain: 'acme.demo', device: '1001m', core: 'core1-tor', error: '403 Forbidden' })).status).toBe(204);
    expect(await deviceRow('1001m')).toMatchObject({ server: 'core1-tor', registration_error: '403 Forbidden' });
    expect((await control({ domain: 'acme.demo', device: '9999m', core: 'core1-tor' })).status).toBe(404);
  });
});

describe('seeded phones', () => {
  it('stay registered on their core as the clock advances by hours, refreshing every half of their expires', async () => {
    let advanced = 0;
    for (const hours of [0, 3, 27]) {
      simulator().control.advanceClock(hours * 3600);
      advanced += hours * 3600_000;
      const rows = (await (await call('device', 'read', { domain: 'acme.demo', fields: REGISTRATION_FIELDS }, await accessToken())).json()) as Device[];
      const now = Date.now() + advanced;
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        expect(row.server).toMatch(/^core[12]-tor$/);
        // Refreshed within the last 1,800 s (half of 3,600), so more than half of it is left.
        expect(Number(row.expires)).toBeGreaterThanOrEqual(1800);
        expect(now - utc(row.registration_time)).toBeLessThanOrEqual(1800_000 + 2000);
        expect(utc(row.registration_expires_time) - utc(row.registration_time)).toBe(3600_000);
      }
    }
  });

  it('read in one pass in a domain of 2,000 users; a new device starts unregistered', async () => {
    const bigcorp = DEMO_CREDENTIALS.find((credentials) => credentials.cloudId === 'bigcorp')!;
    const form = new URLSearchParams({ grant_type: 'password', client_id: bigcorp.clientId, client_secret: bigcorp.clientSecret, username: bigcorp.username, password: bigcorp.password });
    const { access_token } = (await (await fetch(`${base()}/ns-api/oauth2/token/`, { method: 'POST', body: form })).json()) as { access_token: string };
    simulator().control.advanceClock(7200);
    const started = performance.now();
    const rows = (await (await call('device', 'read', { domain: 'bigcorp.demo', sort: 'expires' }, access_token)).json()) as Device[];
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.every((row) => row.server === 'core1-chi' && Number(row.expires) >= 1800)).toBe(true);

    const token = await accessToken();
    expect((await call('device', 'create', { domain: 'acme.demo', device: '1002m', user: '1002' }, token)).status).toBe(202);
    expect(await deviceRow('1002m')).toMatchObject({ registration_time: '', registration_expires_time: '', expires: '0', server: '', registration_error: '', registration_error_time: '' });
  });
});
