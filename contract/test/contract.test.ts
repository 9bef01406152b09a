import { describe, expect, it } from 'vitest';
import { calls, canAccess, superTenant, userTypes, ZUserForm, ZResetPasswordForm } from '../src/index.js';

describe('call list', () => {
  it('names every call after its key and gives each an access rule', () => {
    for (const [key, call] of Object.entries(calls)) {
      expect(call.name).toBe(key);
      expect(call.access).toBeDefined();
    }
  });
});

describe('canAccess', () => {
  const tenantAdmin = { userType: 'admin', isSuperTenant: false };
  const superSimple = { userType: 'simple user', isSuperTenant: true };
  it('checks user types and the super tenant', () => {
    expect(canAccess(userTypes('admin'), tenantAdmin)).toBe(true);
    expect(canAccess(userTypes('admin'), superSimple)).toBe(false);
    expect(canAccess(superTenant('admin'), tenantAdmin)).toBe(false);
    expect(canAccess(superTenant(), superSimple)).toBe(true);
    expect(canAccess(userTypes('admin'), null)).toBe(false);
  });
});

describe('console user form', () => {
  const valid = { name: 'Ann', email: 'ann@acme.test', username: 'ann', user_type: 'admin', cloud_id: 'acme' };
  it('needs a password of at least 6 characters for a new user', () => {
    const missing = ZUserForm.safeParse(valid);
    expect(missing.error?.issues[0]?.message).toBe('Password is mandatory for a new user!');
    const short = ZUserForm.safeParse({ ...valid, password: '12345' });
    expect(short.error?.issues[0]?.message).toBe('Password should be atleast 6 characters long!');
    expect(ZUserForm.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });
  it('keeps the password optional on edit and names missing fields with the spec message', () => {
    expect(ZUserForm.safeParse({ ...valid, id: 4 }).success).toBe(true);
    const blank = ZUserForm.safeParse({ ...valid, id: 4, name: '  ' });
    expect(blank.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Fields with * are mandatory!' });
  });
});

describe('reset form', () => {
  it('gives the spec messages', () => {
    const msg = (form: object) => ZResetPasswordForm.safeParse(form).error?.issues[0]?.message;
    expect(msg({ password: '', confirm: '' })).toBe('Please fill both fields');
    expect(msg({ password: '123', confirm: '123' })).toBe('New Password should be atleast 6 characters long!');
    expect(msg({ password: '123456', confirm: '1234567' })).toBe('Passwords doesnot match');
  });
});
