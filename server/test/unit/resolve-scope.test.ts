import { MESSAGES, calls, type CallDefinition } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { createScopeResolver } from '../../src/rpc/resolve-scope.js';
import type { Session } from '../../src/rpc/call-context.js';

const session = (cloudId: string, isSuperTenant = false): Session => ({
  sessionId: 1, userId: 1, username: 'u', name: 'U', cloudId, userType: 'admin', isSuperTenant,
});
const acme = session('acme');
const provider = session('demo', true);

const DOMAINS: Record<string, string[]> = { acme: ['acme.demo', 'acme-branch.demo'], globex: ['globex.demo'], demo: ['support.demo'] };
const OWNERS: Record<number, string> = { 7: 'acme', 8: 'globex' };
const resolve = createScopeResolver({
  recordOwners: {
    consoleUser: { ownerOf: async (id) => OWNERS[id], notFound: MESSAGES.userNotFound },
    emailTemplate: { ownerOf: async (id) => OWNERS[id], notFound: MESSAGES.templateNotFound },
    blockedLogin: { ownerOf: async (id) => OWNERS[id], notFound: MESSAGES.blockedLoginNotFound },
    staticAccount: { ownerOf: async (id) => OWNERS[id], notFound: MESSAGES.staticAccountNotFound },
    clientProfile: { ownerOf: async (id) => OWNERS[id], notFound: MESSAGES.clientProfileNotFound },
  },
  tenantDomains: async (cloudId) => DOMAINS[cloudId] ?? [],
  connectedTenants: async () => Object.keys(DOMAINS),
});
const call = (name: keyof typeof calls) => calls[name] as CallDefinition;
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (error: { statusCode: number }) => error.statusCode);

describe('resolveScope', () => {
  it('keeps a tenant user in its own tenant and refuses a named other cloud id with 403', async () => {
    expect(await resolve(call('userSummary'), {}, acme)).toEqual({ tenant: { cloudId: 'acme' } });
    expect(await statusOf(resolve(call('userSummary'), { cloud_id: 'globex' }, acme))).toBe(403);
  });

  it('lets the super tenant read every tenant or name one', async () => {
    expect(await resolve(call('userSummary'), {}, provider)).toEqual({ tenant: { allTenants: true } });
    expect(await resolve(call('userSummary'), { cloud_id: 'globex' }, provider)).toEqual({ tenant: { cloudId: 'globex' } });
    // Without allTenants an unnamed cloud is the super tenant's own.
    expect(await resolve(call('getAllDomains'), {}, provider)).toEqual({ tenant: { cloudId: 'demo' } });
  });

  it("answers 404 for another tenant's record and for a missing one, and hands over the owner", async () => {
    expect(await resolve(call('userDetail'), { id: 7 }, acme)).toEqual({ tenant: { cloudId: 'acme' }, record: { id: 7, cloudId: 'acme' } });
    expect(await statusOf(resolve(call('userDetail'), { id: 8 }, acme))).toBe(404);
    expect(await statusOf(resolve(call('userDetail'), { id: 99 }, provider))).toBe(404);
    expect(await resolve(call('userDetail'), { id: 8 }, provider)).toEqual({ tenant: { cloudId: 'globex' }, record: { id: 8, cloudId: 'globex' } });
  });

  it("checks a domain against the tenant's platform domains, and finds its tenant for the super tenant", async () => {
    const proxy = call('nsApiProxy');
    expect(await resolve(proxy, { domain: 'acme-branch.demo' }, acme)).toMatchObject({ tenant: { cloudId: 'acme' }, domain: 'acme-branch.demo' });
    expect(await statusOf(resolve(proxy, { domain: 'globex.demo' }, acme))).toBe(403);
    expect(await resolve(proxy, { domain: 'globex.demo' }, provider)).toMatchObject({ tenant: { cloudId: 'globex' }, domain: 'globex.demo' });
    // Naming a cloud id binds the domain to it.
    expect(await statusOf(resolve(proxy, { cloud_id: 'acme', domain: 'globex.demo' }, provider))).toBe(403);
  });

  it('refuses provider-wide calls to anyone but the super tenant', async () => {
    expect(await statusOf(resolve(call('subscriberSummary'), {}, acme))).toBe(403);
    expect(await resolve(call('subscriberSummary'), {}, provider)).toEqual({ tenant: { allTenants: true } });
  });
});
