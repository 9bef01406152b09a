import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';
import { expectPlatformTimeout } from '../support/platform-slow.js';

const app = usePlatformApp();

describe('e-mail check against the platform', () => {
  it("finds the tenant's platform users with that address, in any of its domains, whatever the case", async () => {
    const token = await app.t.login('acme', 'acme-simple');
    const main = await app.t.call('checkEmailInNetsapien', { email: 'Arjun.Wilson0@ACME.example' }, token);
    expect(main.statusCode, main.body).toBe(200);
    expect(main.json()).toEqual({
      records: [
        { id: '1001@acme.demo', first_name: 'Arjun', last_name: 'Wilson', subscriber_login: '1001@acme.demo', domain: 'acme.demo', email: 'arjun.wilson0@acme.example', user: '1001' },
      ],
    });
    const branch = (await app.t.call('checkEmailInNetsapien', { email: 'tomas.larsen0@acme-branch.example' }, token)).json();
    expect(branch.records).toEqual([expect.objectContaining({ domain: 'acme-branch.demo', user: '1001' })]);
  });

  it("answers 'No Record Found' when no user matches, and never searches another tenant", async () => {
    const acme = await app.t.login('acme', 'acme-admin');
    const globex = await app.t.login('globex', 'globex-admin');
    const globexEmail = buildDemoSeed().subscriber.find((row) => row.domain === 'globex.demo')?.email ?? 'missing';
    expect((await app.t.call('checkEmailInNetsapien', { email: globexEmail }, globex)).json().records).toHaveLength(1);
    const none = await app.t.call('checkEmailInNetsapien', { email: globexEmail }, acme);
    expect(none.json()).toEqual({ records: [], message: 'No Record Found', message_id: 'noRecordFound' });
    expect((await app.t.call('checkEmailInNetsapien', { email: globexEmail, cloud_id: 'globex' }, acme)).statusCode).toBe(403);
    const provider = await app.t.login('demo', 'admin');
    expect((await app.t.call('checkEmailInNetsapien', { email: globexEmail, cloud_id: 'globex' }, provider)).json().records).toHaveLength(1);
  });

  it('answers a clear 502 naming the platform when it is too slow, in bounded time', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    await expectPlatformTimeout(app.simulator, 'subscriber', () => app.t.call('checkEmailInNetsapien', { email: 'arjun.wilson0@acme.example' }, token));
  });

  it('refuses an empty address and answers 502 when the platform is down', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('checkEmailInNetsapien', { email: ' ' }, token)).statusCode).toBe(400);
    app.simulator.control.setFaults({ status500: true, object: 'subscriber' });
    const down = await app.t.call('checkEmailInNetsapien', { email: 'arjun.wilson0@acme.example' }, token);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toContain('NetSapiens');
  });
});
