import { describe, expect, it } from 'vitest';
import { staticAccounts } from '../../src/db/schema.js';
import { useTestApp } from '../support/test-app.js';

const app = useTestApp();

let sequence = 0;
const account = (cloudId: string, extra: Record<string, unknown> = {}) => ({
  cloud_id: cloudId,
  cloud_username: `desk-${sequence++}`,
  cloud_password: 'static-login-pass',
  proxy: 'sip.example.test',
  outbound_proxy_host: 'proxy.example.test',
  account_username: 'desk',
  account_password: 'static-sip-pass',
  ...extra,
});
const rows = async () => app.t.database.db.select().from(staticAccounts).orderBy(staticAccounts.id);

describe('static accounts are the super tenant’s alone', () => {
  it('lets every user type of the super tenant list, add, edit and delete', async () => {
    for (const user of ['admin', 'support', 'simple']) {
      const token = await app.t.login('demo', user);
      const created = await app.t.call('createUpdateAccount', account('globex'), token);
      expect(created.statusCode, `${user}: ${created.body}`).toBe(200);
      const id = created.json().id;
      expect((await app.t.call('accountsSummary', {}, token)).json().map((row: { id: number }) => row.id)).toContain(id);
      expect((await app.t.call('createUpdateAccount', account('globex', { id, cloud_password: '', account_password: '' }), token)).statusCode).toBe(200);
      expect((await app.t.call('accountDetail', { id }, token)).statusCode).toBe(200);
      expect((await app.t.call('deleteAccountDetail', { id }, token)).statusCode).toBe(200);
    }
  });

  it("answers other tenants' users with Engineering Support's warnings on edit and delete, and changes nothing", async () => {
    const own = (await app.t.call('createUpdateAccount', account('acme'), app.superToken)).json().id;
    const other = (await app.t.call('createUpdateAccount', account('globex'), app.superToken)).json().id;
    const before = await rows();
    for (const [cloudId, user] of [['acme', 'acme-admin'], ['acme', 'acme-support'], ['acme', 'acme-simple'], ['globex', 'globex-admin']] as const) {
      const token = await app.t.login(cloudId, user);
      for (const id of [own, other, undefined]) {
        const edit = await app.t.call('createUpdateAccount', account(cloudId, { id }), token);
        expect(edit.statusCode, `${user} edit`).toBe(403);
        expect(edit.json()).toEqual({ code: 'FORBIDDEN', message: "Only the provider's Engineering Support can edit this record", messageId: 'engineeringSupportEdit' });
      }
      for (const id of [own, other]) {
        const remove = await app.t.call('deleteAccountDetail', { id }, token);
        expect(remove.statusCode, `${user} delete`).toBe(403);
        expect(remove.json()).toEqual({ code: 'FORBIDDEN', message: "Only the provider's Engineering Support can delete this record", messageId: 'engineeringSupportDelete' });
        // The reads have no warning of their own: the general refusal.
        for (const [name, body] of [['accountDetail', { id }], ['accountsSummary', { cloud_id: cloudId }], ['accountsSummary', {}]] as const) {
          const read = await app.t.call(name, body, token);
          expect(read.statusCode, `${user} ${name}`).toBe(403);
          expect(read.json()).toMatchObject({ message: 'You are not allowed to do this.', messageId: 'notAllowed' });
        }
      }
      // A refused caller learns nothing of the input either: even an empty form gets the warning.
      expect((await app.t.call('createUpdateAccount', {}, token)).json().messageId).toBe('engineeringSupportEdit');
    }
    expect(await rows()).toEqual(before);
  });

  it('asks anyone without a session to sign in', async () => {
    for (const name of ['accountsSummary', 'accountDetail', 'createUpdateAccount', 'deleteAccountDetail'] as const) {
      expect((await app.t.call(name, { id: 1 })).statusCode, name).toBe(401);
    }
  });
});
