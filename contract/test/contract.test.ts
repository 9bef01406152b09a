import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS, NS_API_SUBSCRIBER_FIELDS, calls, canAccess, scopesOf, superTenant, userTypes, ZNsApiProxyRequest, ZUserForm, ZResetPasswordForm } from '../src/index.js';

describe('call list', () => {
  it('names every call after its key and gives each an access rule', () => {
    for (const [key, call] of Object.entries(calls)) {
      expect(call.name).toBe(key);
      expect(call.access).toBeDefined();
    }
  });

  it('gives every call a scope whose fields are fields of its input', () => {
    for (const call of Object.values(calls)) {
      // A transformed input (a pipe) names its fields on the schema it starts from.
      const start = (call.input as unknown as { in?: unknown }).in ?? call.input;
      const shape = (start as { shape?: Record<string, unknown> }).shape ?? {};
      for (const s of scopesOf(call)) {
        if ((s.kind === 'cloud' && s.field) || s.kind === 'domain' || s.kind === 'record') {
          expect(Object.keys(shape), `${call.name} scope field ${s.field}`).toContain(s.field);
        }
        // Provider-wide calls act across tenants: only the super tenant may reach them.
        if (s.kind === 'provider') expect(call.access.kind, call.name).toBe('superTenant');
      }
    }
  });
});

describe('platform proxy request', () => {
  it('normalises the field list and refuses fields outside the allowed list', () => {
    const parsed = ZNsApiProxyRequest.parse({ object: 'subscriber', action: 'read', domain: 'a.demo', fields: ' user,email,user, first_name ' });
    expect(parsed.fields).toBe('email,first_name,user');
    const bad = ZNsApiProxyRequest.safeParse({ object: 'subscriber', action: 'read', domain: 'a.demo', fields: 'user,pwd' });
    expect(bad.error?.issues[0]?.path).toEqual(['fields']);
    expect(MESSAGE_TEXTS.proxyFieldsAllowed).toBe(`fields may list only: ${NS_API_SUBSCRIBER_FIELDS.join(', ')}`);
    const noDomain = ZNsApiProxyRequest.safeParse({ object: 'subscriber', action: 'read' });
    expect(noDomain.error?.issues[0]).toMatchObject({ path: ['domain'], message: 'A domain is required to read subscribers' });
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
