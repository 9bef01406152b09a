import { describe, expect, it } from 'vitest';
import { useSignIns, useTestApp } from '../support/test-app.js';
import { ACME_USER_PASSWORD, acmeUserForm as person } from '../support/user-fixtures.js';

const app = useTestApp();
const tokens = useSignIns(app, { acme: 'acmeAdmin' });

async function create(username: string, extra: object = {}): Promise<number> {
  const response = await app.t.call('createUpdateUser', person(username, extra), tokens.acme);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

describe('userSummary', () => {
  it('keeps a tenant admin to its own cloud and lets the super tenant see all or filter', async () => {
    const acme = (await app.t.call('userSummary', {}, tokens.acme)).json();
    expect(acme.users.every((user: { cloud_id: string }) => user.cloud_id === 'acme')).toBe(true);
    const all = (await app.t.call('userSummary', { page_size: 100 }, app.superToken)).json();
    expect(new Set(all.users.map((user: { cloud_id: string }) => user.cloud_id))).toEqual(new Set(['demo', 'acme', 'globex', 'bigcorp']));
    const globex = (await app.t.call('userSummary', { cloud_id: 'globex' }, app.superToken)).json();
    expect(globex).toMatchObject({ total: 1, users: [{ username: 'globex-admin', company: 'Globex Corp' }] });
  });

  it('pages and searches on the server', async () => {
    const page1 = (await app.t.call('userSummary', { page: 1, page_size: 3 }, app.superToken)).json();
    const page2 = (await app.t.call('userSummary', { page: 2, page_size: 3 }, app.superToken)).json();
    expect(page1.users).toHaveLength(3);
    expect(page1.total).toBeGreaterThanOrEqual(8);
    expect(page2.users[0].id).toBeGreaterThan(page1.users[2].id);
    const found = (await app.t.call('userSummary', { search: 'moreau' }, app.superToken)).json();
    expect(found).toMatchObject({ total: 1, users: [{ username: 'acme-admin' }] });
  });
});

describe('userDetail', () => {
  it('never answers a password or its hash', async () => {
    const id = await create('no-secrets');
    const response = await app.t.call('userDetail', { id }, tokens.acme);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon2|hash/i);
    expect(response.json()).toMatchObject({ username: 'no-secrets', builtin: false, active: true });
  });
});

describe('createUpdateUser', () => {
  it('gives the spec messages, naming the field', async () => {
    const blank = await app.t.call('createUpdateUser', person('x', { name: '' }), tokens.acme);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Fields with * are mandatory!', fieldErrors: { name: 'Fields with * are mandatory!' } });
    const noPassword = await app.t.call('createUpdateUser', person('x', { password: '' }), tokens.acme);
    expect(noPassword.json().fieldErrors).toEqual({ password: 'Password is mandatory for a new user!' });
    const short = await app.t.call('createUpdateUser', person('x', { password: '12345' }), tokens.acme);
    expect(short.json().fieldErrors).toEqual({ password: 'Password should be atleast 6 characters long!' });
    const badEmail = await app.t.call('createUpdateUser', person('x', { email: 'not-an-email' }), tokens.acme);
    expect(badEmail.json().fieldErrors.email).toBe('Please enter a valid email address');
    await create('taken');
    const duplicate = await app.t.call('createUpdateUser', person('TAKEN'), tokens.acme);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors).toEqual({ username: 'This username already exists in this cloud' });
  });

  it('lets only the super tenant pick another cloud id', async () => {
    expect((await app.t.call('createUpdateUser', person('sneaky', { cloud_id: 'globex' }), tokens.acme)).statusCode).toBe(403);
    const bySuper = await app.t.call('createUpdateUser', person('placed', { cloud_id: 'globex' }), app.superToken);
    expect(bySuper.statusCode).toBe(200);
    expect((await app.t.call('userDetail', { id: bySuper.json().id }, app.superToken)).json().cloud_id).toBe('globex');
  });

  it('keeps the password when the edit leaves it empty, and a new one ends the sessions', async () => {
    const id = await create('keeper');
    const base = person('keeper', { id, password: '' });
    expect((await app.t.call('createUpdateUser', { ...base, name: 'Kept Password' }, tokens.acme)).statusCode).toBe(200);
    const session = await app.t.login('acme', 'keeper', ACME_USER_PASSWORD);
    expect((await app.t.call('createUpdateUser', { ...base, password: 'brand-new-1' }, tokens.acme)).statusCode).toBe(200);
    expect((await app.t.call('getProfileDetails', {}, session)).statusCode).toBe(401);
    await app.t.login('acme', 'keeper', 'brand-new-1');
  });

  it('deactivation ends the sessions and blocks sign-in', async () => {
    const id = await create('leaver');
    const session = await app.t.login('acme', 'leaver', ACME_USER_PASSWORD);
    expect((await app.t.call('createUpdateUser', person('leaver', { id, password: '', active: false }), tokens.acme)).statusCode).toBe(200);
    expect((await app.t.call('getProfileDetails', {}, session)).statusCode).toBe(401);
    const login = await app.t.call('authLogin', { cloud_id: 'acme', user: 'leaver', password: ACME_USER_PASSWORD });
    expect(login.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid Credentials', messageId: 'invalidCredentials' });
  });

  it('protects the built-in administrator and the caller itself', async () => {
    const admin = (await app.t.call('userSummary', { cloud_id: 'demo', search: 'Dana' }, app.superToken)).json().users[0];
    const edit = { id: admin.id, name: admin.name, email: admin.email, username: 'admin', cloud_id: 'demo', password: '' };
    const demoted = await app.t.call('createUpdateUser', { ...edit, user_type: 'simple user' }, app.superToken);
    expect(demoted.statusCode).toBe(400);
    const deactivated = await app.t.call('createUpdateUser', { ...edit, user_type: 'admin', active: false }, app.superToken);
    expect(deactivated.statusCode).toBe(400);
    const deleted = await app.t.call('deleteUserDetail', { id: admin.id }, app.superToken);
    expect(deleted.json()).toEqual({ code: 'FORBIDDEN', message: 'The built-in administrator cannot be deleted, deactivated or demoted', messageId: 'builtInAdmin' });
    const acmeAdminId = (await app.t.call('userSummary', { search: 'acme-admin' }, tokens.acme)).json().users[0].id;
    expect((await app.t.call('deleteUserDetail', { id: acmeAdminId }, tokens.acme)).json().message).toBe('You cannot delete your own account');
  });

  it("lets no one but the built-in administrator set its password", async () => {
    const admin = (await app.t.call('userSummary', { cloud_id: 'demo', search: 'Dana' }, app.superToken)).json().users[0];
    const other = { name: 'Second Admin', email: 'second@demo.example', username: 'second-admin', user_type: 'admin', password: 'second-pass-1', cloud_id: 'demo' };
    expect((await app.t.call('createUpdateUser', other, app.superToken)).statusCode).toBe(200);
    const otherToken = await app.t.login('demo', 'second-admin', 'second-pass-1');
    const edit = { id: admin.id, name: admin.name, email: admin.email, username: 'admin', user_type: 'admin', cloud_id: 'demo' };

    const takeover = await app.t.call('createUpdateUser', { ...edit, password: 'taken-over-1' }, otherToken);
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json().fieldErrors).toEqual({ password: 'Only the built-in administrator can change its own password' });
    expect((await app.t.call('authLogin', { cloud_id: 'demo', user: 'admin', password: 'taken-over-1' })).statusCode).toBe(401);
    const mailbox = await app.t.call('createUpdateUser', { ...edit, password: '', email: 'second@demo.example' }, otherToken);
    expect(mailbox.json().fieldErrors).toEqual({ email: 'Only the built-in administrator can change its own e-mail address' });
    expect((await app.t.call('createUpdateUser', { ...edit, password: '', name: 'Dana Renamed' }, otherToken)).statusCode).toBe(200);

    const own = await app.t.call('createUpdateUser', { ...edit, password: 'admin-own-pass-1' }, app.superToken);
    expect(own.statusCode, own.body).toBe(200);
    await app.t.login('demo', 'admin', 'admin-own-pass-1');
  });

  it('leaves the row as it was when an update fails', async () => {
    const id = await create('steady');
    await create('other-name');
    const clash = await app.t.call('createUpdateUser', person('other-name', { id, password: '', name: 'Changed Name' }), tokens.acme);
    expect(clash.statusCode).toBe(400);
    expect((await app.t.call('userDetail', { id }, tokens.acme)).json()).toMatchObject({ username: 'steady', name: 'Pat Doe' });
  });

  it('gives one user and nineteen "taken" answers to twenty saves of the same username at once', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => app.t.call('createUpdateUser', person('twin'), tokens.acme)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().fieldErrors).toEqual({ username: 'This username already exists in this cloud' });
    }
    expect((await app.t.call('userSummary', { search: 'twin' }, tokens.acme)).json().total).toBe(1);
  });
});

describe('deleteUserDetail and getCloudIds', () => {
  it('deletes a user and ends its sessions', async () => {
    const id = await create('goner');
    const session = await app.t.login('acme', 'goner', ACME_USER_PASSWORD);
    expect((await app.t.call('deleteUserDetail', { id }, tokens.acme)).json()).toEqual({ message: 'Record Deleted', message_id: 'recordDeleted' });
    expect((await app.t.call('getProfileDetails', {}, session)).statusCode).toBe(401);
    expect((await app.t.call('userDetail', { id }, tokens.acme)).statusCode).toBe(404);
  });

  it('lists every tenant for the super tenant and only its own for others', async () => {
    const all = (await app.t.call('getCloudIds', {}, app.superToken)).json();
    expect(all.map((tenant: { cloud_id: string }) => tenant.cloud_id)).toEqual(['acme', 'bigcorp', 'demo', 'globex']);
    expect((await app.t.call('getCloudIds', {}, tokens.acme)).json()).toEqual([expect.objectContaining({ cloud_id: 'acme', company: 'Acme Telecom' })]);
  });
});
