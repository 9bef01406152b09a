import { describe, expect, it } from 'vitest';
import { didSharing } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { expectPlatformTimeout } from '../support/platform-slow.js';

const app = usePlatformApp();
const share = (token: string, body: Record<string, string>) => app.t.call('createUpdateDidSharing', { domain: 'acme.demo', ...body }, token);

describe('SMS DID sharing', () => {
  it("lists a user's SMS numbers: those routed to the user and those of every user", async () => {
    const token = await app.t.login('acme', 'acme-simple');
    const dids = (await app.t.call('getDIDNumbers', { username: '1009@acme.demo' }, token)).json();
    expect(dids).toEqual([
      { did: '14165552000', dest: '*' },
      { did: '14165552008', dest: '1009' },
      { did: '14165552016', dest: '*' },
      { did: '14165552032', dest: '*' },
    ]);
    const other = (await app.t.call('getDIDNumbers', { domain: 'acme.demo', username: '1002' }, token)).json() as Array<{ did: string }>;
    expect(other.map((row) => row.did)).not.toContain('14165552008');
    const noDomain = await app.t.call('getDIDNumbers', { username: '1009' }, token);
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json().message).toBe('Please select a domain first');
  });

  it('shares a DID of the primary user, then warns of the duplicate', async () => {
    const token = await app.t.login('acme', 'acme-support');
    const shared = await share(token, { primary_user: '1009', secondary_user: '1002', did: '14165552008' });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ message: 'DID shared successfully', sharing: { primary_user: '1009', secondary_user: '1002', did: '14165552008' } });

    const duplicate = await share(token, { primary_user: '1009', secondary_user: '1002', did: '14165552008' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('User 1002 already has access to DID 14165552008');
    expect((await share(token, { primary_user: '1009', secondary_user: '1009', did: '14165552008' })).json().message).toBe(
      'User 1009 already has access to DID 14165552008',
    );

    const details = (await app.t.call('getDidSharingDetails', { domain: 'acme.demo', username: '1009' }, token)).json();
    expect(details).toEqual([expect.objectContaining({ primary_user: '1009', secondary_user: '1002', did: '14165552008', domain: 'acme.demo' })]);
  });

  it('refuses a missing subscriber or DID, a DID that is not the primary user, and an unknown subscriber', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    for (const body of [{ primary_user: '1009', secondary_user: '', did: '14165552008' }, { primary_user: '1009', secondary_user: '1003', did: '' }]) {
      const response = await share(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select a subscriber and a DID');
    }
    const notHis = await share(token, { primary_user: '1002', secondary_user: '1003', did: '14165552008' });
    expect(notHis.statusCode).toBe(400);
    expect(notHis.json().message).toBe('DID 14165552008 is not an SMS number of user 1002');
    const stranger = await share(token, { primary_user: '1009', secondary_user: '9999', did: '14165552008' });
    expect(stranger.json().message).toBe('Extension 9999 is not a user of domain acme.demo');
  });

  it('removes a sharing, and says so when there is none', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    await share(token, { primary_user: '1009', secondary_user: '1004', did: '14165552008' });
    const body = { domain: 'acme.demo', primary_user: '1009', secondary_user: '1004', did_number: '14165552008' };
    expect((await app.t.call('deleteDidSharing', body, token)).json()).toEqual({ message: 'DID sharing removed successfully', message_id: 'didSharingRemoved' });
    const again = await app.t.call('deleteDidSharing', body, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This DID sharing does not exist');
  });

  it("refuses another tenant's domain, also when named by a login; the super tenant may act on it", async () => {
    const acme = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('getDIDNumbers', { username: '1009@globex.demo' }, acme)).statusCode).toBe(403);
    expect((await share(acme, { domain: 'globex.demo', primary_user: '1009', secondary_user: '1002', did: '12125552008' })).statusCode).toBe(403);
    const provider = await app.t.login('demo', 'admin');
    expect((await share(provider, { domain: 'globex.demo', primary_user: '1009', secondary_user: '1002', did: '12125552008' })).statusCode).toBe(200);
  });

  it('answers a clear 502 naming the platform when it is too slow, in bounded time, and stores nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const before = (await app.t.database.db.select().from(didSharing)).length;
    await expectPlatformTimeout(app.simulator, 'smsnumber', () => share(token, { primary_user: '1009', secondary_user: '1005', did: '14165552008' }));
    expect((await app.t.database.db.select().from(didSharing)).length).toBe(before);
  });

  it('answers 502 when the platform is down and stores nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const before = (await app.t.database.db.select().from(didSharing)).length;
    app.simulator.control.setFaults({ status500: true, object: 'smsnumber' });
    const response = await share(token, { primary_user: '1009', secondary_user: '1005', did: '14165552008' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('NetSapiens');
    expect((await app.t.database.db.select().from(didSharing)).length).toBe(before);
  });
});
