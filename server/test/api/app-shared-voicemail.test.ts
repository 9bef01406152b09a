import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedVoicemails } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { expectPlatformTimeout } from '../support/platform-slow.js';

const app = usePlatformApp();
const add = (token: string, for_user: string, vm_user: string, domain = 'acme.demo') => app.t.call('createUpdateSharedVM', { domain, for_user, vm_user }, token);
const summary = async (token: string, for_user: string) =>
  ((await app.t.call('sharedVMSummary', { domain: 'acme.demo', for_user }, token)).json() as Array<{ vm_user: string }>).map((row) => row.vm_user);

describe('shared voicemail', () => {
  it('shares up to three boxes, then gives each spec message of document 2 §5', async () => {
    const token = await app.t.login('acme', 'acme-simple');
    for (const vm of ['1002', '1003', '1004']) {
      const response = await add(token, '1001', vm);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Successfully Saved!', message_id: 'savedSuccessfully' });
    }
    expect(await summary(token, '1001')).toEqual(['1002', '1003', '1004']);

    const cases: Array<[string, string, string]> = [
      ['1001', '1005', 'You cannot have more than 3 shared voicemails!'],
      ['1001', '1001', 'You cannot select itself in the shared voicemail!'],
      ['1001', '1002', 'This subscriber has already been added'],
      ['1001', '', 'Please select the subscriber first!'],
    ];
    for (const [forUser, vmUser, message] of cases) {
      const response = await add(token, forUser, vmUser);
      expect(response.statusCode, vmUser).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await summary(token, '1001')).toEqual(['1002', '1003', '1004']);
  });

  it('refuses a subscriber the domain does not have (system users included)', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    for (const [forUser, vmUser] of [['1001', '9999'], ['9999', '1002'], ['1006', 'vmail']]) {
      const response = await add(token, forUser as string, vmUser as string);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Extension \w+ is not a user of domain acme\.demo$/);
    }
    // A user of acme's other domain is not one of acme.demo.
    expect((await add(token, '1001', '1036', 'acme-branch.demo')).statusCode).toBe(400);
  });

  it('holds the limit when several adds arrive at once', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const answers = await Promise.all(['1011', '1012', '1013', '1014', '1015'].map((vm) => add(token, '1010', vm)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(await summary(token, '1010')).toHaveLength(3);
  });

  it('removes a shared box, and says so when there is none', async () => {
    const token = await app.t.login('acme', 'acme-support');
    await add(token, '1020', '1021');
    const removed = await app.t.call('deleteSharedVM', { domain: 'acme.demo', for_user: '1020', vm_user: '1021' }, token);
    expect(removed.json()).toMatchObject({ message: 'Record Deleted' });
    const again = await app.t.call('deleteSharedVM', { domain: 'acme.demo', for_user: '1020', vm_user: '1021' }, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This subscriber is not a shared voicemail of this user');
  });

  it("refuses another tenant's domain; the super tenant may act on it", async () => {
    const acme = await app.t.login('acme', 'acme-admin');
    expect((await add(acme, '1001', '1002', 'globex.demo')).statusCode).toBe(403);
    expect((await app.t.call('sharedVMSummary', { domain: 'globex.demo', for_user: '1001' }, acme)).statusCode).toBe(403);
    const provider = await app.t.login('demo', 'admin');
    expect((await add(provider, '1001', '1002', 'globex.demo')).statusCode).toBe(200);
  });

  it('answers a clear 502 naming the platform when it is too slow, in bounded time, and stores nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    await expectPlatformTimeout(app.simulator, 'subscriber', () => add(token, '1032', '1033'));
    const rows = await app.t.database.db.select().from(sharedVoicemails).where(and(eq(sharedVoicemails.domain, 'acme.demo'), eq(sharedVoicemails.forUser, '1032')));
    expect(rows).toEqual([]);
  });

  it('answers 502 when the platform is down and stores nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    app.simulator.control.setFaults({ status500: true, object: 'subscriber' });
    const response = await add(token, '1030', '1031');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('NetSapiens');
    const rows = await app.t.database.db.select().from(sharedVoicemails).where(and(eq(sharedVoicemails.domain, 'acme.demo'), eq(sharedVoicemails.forUser, '1030')));
    expect(rows).toEqual([]);
  });
});
