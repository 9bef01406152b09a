import { CHECK_EMAIL_MAX_RESULTS } from '@mamt/contract';
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
      total: 1,
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
    expect(none.json()).toEqual({ records: [], total: 0, message: 'No Record Found', message_id: 'noRecordFound' });
    expect((await app.t.call('checkEmailInNetsapien', { email: globexEmail, cloud_id: 'globex' }, acme)).statusCode).toBe(403);
    const provider = await app.t.login('demo', 'admin');
    expect((await app.t.call('checkEmailInNetsapien', { email: globexEmail, cloud_id: 'globex' }, provider)).json().records).toHaveLength(1);
  });

  it('finds part of an address, a first, last or full name, case and accents aside, the whole name first', async () => {
    const token = await app.t.login('acme', 'acme-simple');
    const search = async (text: string) => {
      const answer = await app.t.call('checkEmailInNetsapien', { email: text }, token);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { records: Array<Record<string, string>>; total: number; message?: string };
    };
    const robinsons = seedUsers('acme').filter((row) => row.last_name === 'Robinson' || row.email.includes('robinson'));
    expect(robinsons.length).toBeGreaterThan(1);
    const found = await search('ROBINSON');
    expect(found.records.map((row) => row.subscriber_login).sort()).toEqual(robinsons.map((row) => row.subscriber_login).sort());
    expect(found.total).toBe(robinsons.length);
    expect(found.message).toBeUndefined();

    // A part of an address; the start of a first name; a full name, in either order.
    expect((await search('wilson0@acme')).records.map((row) => row.user)).toEqual(['1001']);
    expect((await search('arju')).records.map((row) => row.first_name)).toEqual(seedUsers('acme').filter((row) => row.first_name === 'Arjun').map(() => 'Arjun'));
    expect((await search('  arjun   WILSON ')).records[0]).toMatchObject({ user: '1001', domain: 'acme.demo' });
    expect((await search('Wilson Arjun')).records[0]).toMatchObject({ user: '1001', domain: 'acme.demo' });

    // Accents aside, however they were typed: composed, decomposed, or left out.
    const muller = seedUsers('acme').find((row) => row.last_name === 'Müller') as SeedUser;
    for (const text of ['Müller', 'MU\u0308LLER', 'muller']) {
      expect((await search(text)).records.map((row) => row.subscriber_login), text).toContain(muller.subscriber_login);
    }
    const tomas = seedUsers('acme').filter((row) => row.first_name === 'Tomás');
    expect(tomas.length).toBeGreaterThan(0);
    for (const text of ['tomas', 'TOMÁS', 'Toma\u0301s']) {
      expect((await search(text)).records.map((row) => row.subscriber_login).sort(), text).toEqual(tomas.map((row) => row.subscriber_login).sort());
    }
    expect(await search('zzz')).toEqual({ records: [], total: 0, message: 'No Record Found', message_id: 'noRecordFound' });
  });

  it("refuses fewer than 3 characters with the product's field message, counting an accented letter once", async () => {
    const token = await app.t.login('acme', 'acme-admin');
    for (const text of ['', ' ', 'ro', ' ro  ', 'e\u0301e\u0301']) {
      const answer = await app.t.call('checkEmailInNetsapien', { email: text }, token);
      expect(answer.statusCode, JSON.stringify(text)).toBe(400);
      expect(answer.json().fieldErrors).toEqual({ email: 'Type at least 3 characters of an e-mail address or a name' });
      expect(answer.json().fieldErrorIds).toEqual({ email: { id: 'emailSearchTooShort', params: { min: '3' } } });
    }
    expect((await app.t.call('checkEmailInNetsapien', { email: 'rob' }, token)).statusCode).toBe(200);
  });

  it("answers at most the cap of a large tenant's matches, the closest first, and counts them all", async () => {
    const token = await app.t.login('bigcorp', 'bigcorp-admin');
    const matching = seedUsers('bigcorp').filter((row) => /son/i.test(`${row.email} ${row.first_name} ${row.last_name}`));
    expect(matching.length).toBeGreaterThan(CHECK_EMAIL_MAX_RESULTS);
    const answer = await app.t.call('checkEmailInNetsapien', { email: 'son' }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const { records, total } = answer.json() as { records: Array<Record<string, string>>; total: number };
    expect(records).toHaveLength(CHECK_EMAIL_MAX_RESULTS);
    expect(total).toBe(matching.length);
    // A whole name ("Liam") comes before a name that only holds the text ("Williams").
    const liam = (await app.t.call('checkEmailInNetsapien', { email: 'liam' }, token)).json().records as Array<Record<string, string>>;
    const firstOther = liam.findIndex((row) => row.first_name !== 'Liam');
    expect(firstOther).toBeGreaterThan(0);
    expect(liam.slice(firstOther).every((row) => row.first_name !== 'Liam')).toBe(true);
  });

  it('leaves a QR e-mail to the one user with the whole address: a part of it finds nobody', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const mail = { subject: 'Your app', body: 'Open LINK_HERE' };
    const partial = await app.t.call('emailLink', { recepient: 'wilson0@acme.example', ...mail }, token);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fieldErrors).toEqual({ recepient: 'No user of this tenant has the e-mail address wilson0@acme.example' });
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

type SeedUser = { domain: string; user: string; first_name: string; last_name: string; email: string; subscriber_login: string };

/** The demo users of a tenant's domains, as the platform simulator starts with them. */
function seedUsers(cloudId: string): SeedUser[] {
  const domains = buildDemoSeed().tenants.find((tenant) => tenant.cloudId === cloudId)?.domains ?? [];
  return buildDemoSeed().subscriber.filter((row) => domains.includes(row.domain ?? '') && row.email) as SeedUser[];
}
