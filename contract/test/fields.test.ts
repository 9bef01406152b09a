import { describe, expect, it } from 'vitest';
import { FLAG_INVALID, TEXT_HAS_LONE_SURROGATE, TEXT_HAS_NUL, ZFlag, ZTenantForm, ZUserForm, requiredText, text } from '../src/index.js';

describe('text fields', () => {
  it('refuse a NUL character with a message of their own, before any other check', () => {
    const issues = requiredText('Fields with * are mandatory!', 3).safeParse('a\u0000bcdef').error?.issues;
    expect(issues?.[0]?.message).toBe(TEXT_HAS_NUL);
  });
  it('refuse half of a surrogate pair, and keep a whole pair', () => {
    for (const value of ['x\ud800y', 'x\udc00', '\ud83d']) expect(text(10).safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(TEXT_HAS_LONE_SURROGATE);
    expect(text(10).parse('a\ud83d\ude00')).toBe('a\ud83d\ude00');
  });
  it('trim, except passwords and secrets, and say how long a value may be', () => {
    expect(text(10).parse('  ann ')).toBe('ann');
    expect(text(10, { trim: false }).parse(' pass ')).toBe(' pass ');
    expect(text(3).safeParse('abcd').error?.issues[0]?.message).toBe('At most 3 characters');
  });
});

describe('yes/no flags', () => {
  const yes = [true, 'true', 'TRUE', 'yes', 'Yes', 'YES', ' yes ', '1', 1];
  const no = [false, 'false', 'False', 'no', 'No', 'NO', '0', 0];
  it('read every yes and no form as a boolean', () => {
    for (const value of yes) expect(ZFlag.parse(value), String(value)).toBe(true);
    for (const value of no) expect(ZFlag.parse(value), String(value)).toBe(false);
  });
  it('refuse anything else with the flag message', () => {
    for (const value of ['', 'maybe', '2', 2, -1, null, 'a\u0000b', {}]) {
      expect(ZFlag.safeParse(value).error?.issues[0]?.message, String(value)).toBe(FLAG_INVALID);
    }
  });
  it('are used by the subscriber and console-user forms, with their defaults', () => {
    const subscriber = { accountcode: 'AC', cloud_id: 'initech', company: 'Initech', phone_number: '555' };
    expect(ZTenantForm.parse({ ...subscriber, active: 'No', allow_all_users: '1' })).toMatchObject({ active: false, allow_all_users: true });
    expect(ZTenantForm.parse(subscriber)).toMatchObject({ active: true, allow_all_users: false });
    const user = { id: 3, name: 'Ann', email: 'ann@acme.test', username: 'ann', user_type: 'admin', cloud_id: 'acme' };
    expect(ZUserForm.parse({ ...user, active: 'false' }).active).toBe(false);
    expect(ZUserForm.safeParse({ ...user, active: 'off' }).error?.issues[0]).toMatchObject({ path: ['active'], message: FLAG_INVALID });
  });
});
