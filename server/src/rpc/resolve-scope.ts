import { MESSAGES, scopesOf, type CallDefinition, type Message, type Scope } from '@mamt/contract';
import { AppError } from '../lib/app-error.js';
import { ALL_TENANTS, domainNotOwned, oneTenant, type ResolvedScope, type TenantScope } from '../lib/tenant-scope.js';
import type { Session } from './call-context.js';

export type ScopeLookups = {
  /** By the owner name of the contract's record scopes: the cloud id owning a record, or undefined when there is no such record. */
  recordOwners: Record<string, { ownerOf: (id: number) => Promise<string | undefined>; notFound: Message }>;
  /** The tenant's domains on the telephony platform. */
  tenantDomains: (cloudId: string) => Promise<string[]>;
  /** Tenants with a platform connection: where the super tenant's unqualified domain is looked for. */
  connectedTenants: () => Promise<string[]>;
};

/** Cloud ids first, then domains and records, which are checked against the tenant. */
const ORDER: Record<Scope['kind'], number> = { none: 0, self: 0, provider: 0, cloud: 1, domain: 2, record: 3 };

const textOf = (input: Record<string, unknown>, field: string | undefined): string | undefined => {
  const value = field ? input[field] : undefined;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * Turns a call's declared scope into the tenant, domain and record the handler may act on, or
 * refuses: 403 for a named foreign cloud id or domain, 404 for a foreign record (its id stays unknown).
 */
export function createScopeResolver(lookups: ScopeLookups) {
  async function domainTenant(session: Session, tenant: TenantScope, namedCloud: boolean, domain: string): Promise<string> {
    if (tenant.cloudId !== undefined && (await lookups.tenantDomains(tenant.cloudId)).includes(domain)) return tenant.cloudId;
    // The super tenant may name any tenant's domain without saying whose it is.
    if (session.isSuperTenant && !namedCloud) {
      for (const cloudId of await lookups.connectedTenants()) {
        const domains = await lookups.tenantDomains(cloudId).catch((): string[] => []);
        if (domains.includes(domain)) return cloudId;
      }
    }
    throw domainNotOwned(domain);
  }

  return async function resolveScope(call: CallDefinition, input: Record<string, unknown>, session: Session | null): Promise<ResolvedScope | null> {
    const scopes = [...scopesOf(call)].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
    if (!session) return null;
    const own = oneTenant(session.cloudId);
    const resolved: ResolvedScope = { tenant: own };
    let namedCloud = false;
    for (const s of scopes) {
      switch (s.kind) {
        case 'none':
        case 'self':
          break;
        case 'provider':
          if (!session.isSuperTenant) throw new AppError('FORBIDDEN', MESSAGES.otherTenant);
          resolved.tenant = ALL_TENANTS;
          break;
        case 'cloud': {
          const named = textOf(input, s.field);
          if (named !== undefined && named !== session.cloudId && !session.isSuperTenant) throw new AppError('FORBIDDEN', MESSAGES.otherTenant);
          namedCloud = named !== undefined;
          if (session.isSuperTenant) resolved.tenant = named !== undefined ? oneTenant(named) : s.allTenants ? ALL_TENANTS : own;
          break;
        }
        case 'domain': {
          const domain = textOf(input, s.field);
          if (domain === undefined) break;
          const cloudId = await domainTenant(session, resolved.tenant, namedCloud, domain);
          resolved.tenant = oneTenant(cloudId);
          resolved.domain = domain;
          break;
        }
        case 'record': {
          const raw = textOf(input, s.field);
          if (raw === undefined && s.optional) break;
          const id = Number(raw);
          const lookup = lookups.recordOwners[s.owner];
          if (!lookup) throw new Error(`No area looks up the owner of a ${s.owner}`);
          const { ownerOf, notFound } = lookup;
          const owner = Number.isInteger(id) && id > 0 ? await ownerOf(id) : undefined;
          if (owner === undefined || (!session.isSuperTenant && owner !== session.cloudId)) throw new AppError('NOT_FOUND', notFound);
          resolved.record = { id, cloudId: owner };
          if (!namedCloud) resolved.tenant = oneTenant(owner);
          break;
        }
      }
    }
    return resolved;
  };
}

export type ScopeResolver = ReturnType<typeof createScopeResolver>;

/** Contract mistakes that would let a call reach tenant data unchecked; the server does not start with one. */
export function scopeProblems(call: CallDefinition): string[] {
  const problems: string[] = [];
  if (call.scope === undefined) return [`${call.name} has no scope`];
  for (const s of scopesOf(call)) {
    if (s.kind !== 'none' && call.access.kind === 'anonymous') problems.push(`${call.name}: a ${s.kind} scope needs a signed-in access rule`);
    if (s.kind === 'provider' && call.access.kind !== 'superTenant') problems.push(`${call.name}: a provider scope needs a super-tenant access rule`);
  }
  return problems;
}
