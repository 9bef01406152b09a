import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisioningLogins } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { insertBlockedLogin } from '../support/device-fixtures.js';

let t: TestApp;
const rows: Record<string, { id: number; login: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  rows.older = await insertBlockedLogin(t.database.db, 'acme', { login: '1001@acme.demo', minutesAgo: 30 });
  rows.newer = await insertBlockedLogin(t.database.db, 'acme', { login: '1002@acme.demo', minutesAgo: 5 });
  rows.counting = await insertBlockedLogin(t.database.db, 'acme', { login: '1003@acme.demo', blocked: false });
  rows.globex = await insertBlockedLogin(t.database.db, 'globex', { login: '1001@globex.demo' });
  return () => t.close();
});

const loginsOf = (response: { json: () => unknown }) => (response.json() as Array<{ login_user: string }>).map((row) => row.login_user);

describe('blocked subscribers', () => {
  it("lists the tenant's blocked logins, newest first, with the time they were blocked", async () => {
    const token = await t.login('acme', 'acme-simple');
    const response = await t.call('getBlcokedUsers', { user_id: 5 }, token);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as Array<{ id: number; login_user: string; created_time: string; cloud_id: string }>;
    expect(list.map((row) => row.login_user)).toEqual(['1002@acme.demo', '1001@acme.demo']);
    expect(list[0]).toMatchObject({ id: rows.newer?.id, cloud_id: 'acme' });
    expect(Math.abs(Date.parse(list[0]?.created_time ?? '') - (Date.now() - 5 * 60_000))).toBeLessThan(60_000);
  });

  it("keeps tenants apart: another tenant's list is refused, the super tenant picks any", async () => {
    const acme = await t.login('acme', 'acme-admin');
    expect((await t.call('getBlcokedUsers', { cloud_id: 'globex' }, acme)).statusCode).toBe(403);
    const provider = await t.login('demo', 'admin');
    expect(loginsOf(await t.call('getBlcokedUsers', { cloud_id: 'globex' }, provider))).toEqual(['1001@globex.demo']);
    expect(loginsOf(await t.call('getBlcokedUsers', {}, provider))).toEqual([]);
  });

  it("unblocks: the row and its count of failures go; 'User unblocked successfully'", async () => {
    const token = await t.login('acme', 'acme-support');
    const target = rows.older as { id: number; login: string };
    const response = await t.call('unBlockUser', { id: target.id, login_user: target.login, user_id: 4 }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User unblocked successfully', message_id: 'userUnblocked' });
    expect(await t.database.db.select().from(provisioningLogins).where(eq(provisioningLogins.id, target.id))).toEqual([]);
    expect(loginsOf(await t.call('getBlcokedUsers', {}, token))).toEqual(['1002@acme.demo']);
    const again = await t.call('unBlockUser', { id: target.id }, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This blocked login does not exist');
  });

  it("refuses another tenant's row and a login that is only counting failures (404, nothing deleted)", async () => {
    const token = await t.login('acme', 'acme-admin');
    for (const row of [rows.globex, rows.counting]) {
      expect((await t.call('unBlockUser', { id: row?.id }, token)).statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(provisioningLogins).where(eq(provisioningLogins.cloudId, 'globex'))).toHaveLength(1);
    const provider = await t.login('demo', 'admin');
    expect((await t.call('unBlockUser', { id: rows.globex?.id }, provider)).statusCode).toBe(200);
    expect(await t.database.db.select().from(provisioningLogins).where(eq(provisioningLogins.cloudId, 'globex'))).toEqual([]);
    expect((await t.call('unBlockUser', { id: 'x' }, token)).statusCode).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await t.call('getBlcokedUsers', {})).statusCode).toBe(401);
    expect((await t.call('unBlockUser', { id: rows.newer?.id })).statusCode).toBe(401);
  });
});
