import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callingNumbers } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { expectPlatformTimeout } from '../support/platform-slow.js';

const app = usePlatformApp();
type Assigned = { id: number; phone_number: string; extension: string; domain: string };

describe('calling numbers', () => {
  it("lists the domain's DIDs from the platform, with who has each as calling number", async () => {
    const token = await app.t.login('acme', 'acme-support');
    const available = (await app.t.call('getAvailableCallingNumbers', { domain: 'acme.demo' }, token)).json() as Array<{ phone_number: string; assigned_to: string | null }>;
    expect(available.length).toBe(9);
    expect(available[0]).toEqual({ phone_number: '14165552000', to_user: '1001', description: 'DID for 1001', assigned_to: null });

    await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1002', phone_number: '+1 416-555-2000' }, token);
    const after = (await app.t.call('getAvailableCallingNumbers', { domain: 'acme.demo' }, token)).json() as typeof available;
    expect(after.find((row) => row.phone_number === '14165552000')?.assigned_to).toBe('1002');
  });

  it('assigns a DID once: the same user again is fine, another user is refused, taking it back frees it', async () => {
    const token = await app.t.login('acme', 'acme-simple');
    const first = await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1003', phone_number: '14165552004' }, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Calling number assigned', calling_number: { extension: '1003', phone_number: '14165552004', domain: 'acme.demo' } });
    expect((await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1003', phone_number: '14165552004' }, token)).statusCode).toBe(200);

    const taken = await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1004', phone_number: '14165552004' }, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The number 14165552004 is already assigned to extension 1003');

    const mine = (await app.t.call('getAssignedCallingNumbers', { domain: 'acme.demo', user: '1003' }, token)).json() as Assigned[];
    expect(mine.map((row) => row.phone_number)).toEqual(['14165552004']);
    expect((await app.t.call('getAssignedCallingNumbers', { domain: 'acme.demo', user: '1004' }, token)).json()).toEqual([]);

    const removed = await app.t.call('deleteAssignedCallingNumber', { domain: 'acme.demo', phone_number: '14165552004' }, token);
    expect(removed.json()).toMatchObject({ message: 'Record Deleted' });
    expect((await app.t.call('deleteAssignedCallingNumber', { domain: 'acme.demo', phone_number: '14165552004' }, token)).statusCode).toBe(404);
    expect((await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1004', phone_number: '14165552004' }, token)).statusCode).toBe(200);
  });

  it('refuses a missing number, a number of another domain and an extension the domain does not have', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const none = await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1001', phone_number: '' }, token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select the calling number first!');

    // A DID of acme's other domain is not one of acme.demo.
    const branch = (await app.t.call('getAvailableCallingNumbers', { domain: 'acme-branch.demo' }, token)).json()[0].phone_number as string;
    const elsewhere = await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1001', phone_number: branch }, token);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(`The number ${branch} is not a DID of domain acme.demo`);

    const stranger = await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '9999', phone_number: '14165552008' }, token);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('Extension 9999 is not a user of domain acme.demo');
    expect((await app.t.call('getAssignedCallingNumbers', { domain: 'acme.demo' }, token)).json().map((row: Assigned) => row.phone_number)).not.toContain('14165552008');
  });

  it("refuses another tenant's domain; the super tenant may act on it", async () => {
    const acme = await app.t.login('acme', 'acme-admin');
    const foreign = await app.t.call('assignCallingNumber', { domain: 'globex.demo', extension: '1001', phone_number: '12125552000' }, acme);
    expect(foreign.statusCode).toBe(403);
    expect((await app.t.call('getAvailableCallingNumbers', { domain: 'globex.demo' }, acme)).statusCode).toBe(403);
    const provider = await app.t.login('demo', 'admin');
    expect((await app.t.call('assignCallingNumber', { domain: 'globex.demo', extension: '1001', phone_number: '12125552000' }, provider)).statusCode).toBe(200);
    const globex = await app.t.login('globex', 'globex-admin');
    expect((await app.t.call('getAssignedCallingNumbers', { domain: 'globex.demo' }, globex)).json()).toEqual([
      expect.objectContaining({ extension: '1001', phone_number: '12125552000' }),
    ]);
  });

  it('answers a clear 502 naming the platform when it is too slow, in bounded time, and writes nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    await expectPlatformTimeout(app.simulator, 'phonenumber', () => app.t.call('getAvailableCallingNumbers', { domain: 'acme.demo' }, token));
    await expectPlatformTimeout(app.simulator, 'phonenumber', () =>
      app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1014', phone_number: '14165552012' }, token),
    );
    expect(await app.t.database.db.select().from(callingNumbers).where(eq(callingNumbers.extension, '1014'))).toEqual([]);
  });

  // Last: the platform's back-off after the failure would slow the tests after it.
  it('answers 502 naming the platform when it is down, and writes nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    app.simulator.control.setFaults({ status500: true, object: 'phonenumber' });
    const read = await app.t.call('getAvailableCallingNumbers', { domain: 'acme.demo' }, token);
    expect(read.statusCode).toBe(502);
    expect(read.json().message).toContain('NetSapiens');
    const write = await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1013', phone_number: '14165552012' }, token);
    expect(write.statusCode).toBe(502);
    // Read from the database: the platform's back-off after the failure holds API reads off for a moment.
    const rows = await app.t.database.db.select().from(callingNumbers).where(eq(callingNumbers.extension, '1013'));
    expect(rows).toEqual([]);
  });
});
