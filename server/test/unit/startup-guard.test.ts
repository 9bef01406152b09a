import { anonymous, calls, scope, signedIn, superTenant, userTypes, type CallDefinition } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertCallsComplete } from '../../src/rpc/register-calls.js';
import { scopeProblems } from '../../src/rpc/resolve-scope.js';

describe('assertCallsComplete', () => {
  it('refuses to start when a call of the contract has no handler', () => {
    const handlers = Object.fromEntries(Object.keys(calls).map((name) => [name, async () => ({})]));
    expect(() => assertCallsComplete(handlers)).not.toThrow();
    delete handlers.userDetail;
    expect(() => assertCallsComplete(handlers)).toThrow(/userDetail has no handler/);
  });

  it('refuses to start when a call names a record whose owner no area looks up', () => {
    const handlers = Object.fromEntries(Object.keys(calls).map((name) => [name, async () => ({})]));
    const owners = { consoleUser: {}, emailTemplate: {}, blockedLogin: {}, clientProfile: {}, staticAccount: {} };
    expect(() => assertCallsComplete(handlers, owners)).not.toThrow();
    const { staticAccount: _left, ...withoutStaticAccounts } = owners;
    expect(() => assertCallsComplete(handlers, withoutStaticAccounts)).toThrow(/deleteAccountDetail: no area looks up the owner of a staticAccount/);
  });
});

describe('scopeProblems', () => {
  const base = { name: 'someCall', summary: '', input: z.object({ cloud_id: z.string() }), output: z.object({}), effect: 'read' as const };
  it('refuses a call without a scope, a scoped anonymous call and a provider scope open to tenants', () => {
    expect(scopeProblems({ ...base, access: signedIn } as unknown as CallDefinition)).toEqual(['someCall has no scope']);
    expect(scopeProblems({ ...base, access: anonymous, scope: scope.cloud('cloud_id') })).toEqual([
      'someCall: a cloud scope needs a signed-in access rule',
    ]);
    expect(scopeProblems({ ...base, access: userTypes('admin'), scope: scope.provider })).toEqual([
      'someCall: a provider scope needs a super-tenant access rule',
    ]);
    expect(scopeProblems({ ...base, access: superTenant('admin'), scope: scope.provider })).toEqual([]);
  });
});
