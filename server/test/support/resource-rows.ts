import { canAccess, type Access, type AnyResource, type ResourceVerb } from '@mamt/contract';
import type { Actor } from './actors.js';
import type { Outcomes, Request, Row, TableContext } from './authorization-fixtures.js';

/** Acme is the tenant actors' own tenant, globex another one (actors.ts). */
type Tenant = 'acme' | 'globex';

/** Who each signed-in actor is, as an access rule sees them (actors.ts). */
const SUBJECTS = {
  simple: { userType: 'simple user', isSuperTenant: false },
  support: { userType: 'support user', isSuperTenant: false },
  tenantAdmin: { userType: 'admin', isSuperTenant: false },
  superAdmin: { userType: 'admin', isSuperTenant: true },
} as const;

/**
 * What each actor is answered, from the verb's access rule in the declaration: 401 without a live
 * session, 403 for a user the rule refuses, and for one it admits 200 on its own tenant's records and
 * `foreign` on another tenant's (the super tenant reaches every tenant).
 */
function outcomesOf(access: Access, foreign: number | null): Outcomes {
  const admitted = (actor: keyof typeof SUBJECTS) => {
    if (!canAccess(access, SUBJECTS[actor])) return 403;
    return foreign === null || SUBJECTS[actor].isSuperTenant ? 200 : foreign;
  };
  return { anonymous: 401, expired: 401, simple: admitted('simple'), support: admitted('support'), tenantAdmin: admitted('tenantAdmin'), superAdmin: admitted('superAdmin') } satisfies Record<Actor, number>;
}

type Fixtures = {
  /** A stored record of the tenant, to delete, and to read unless `stored` is given (a new one each time: a delete spends it). */
  record: (c: TableContext, tenant: Tenant) => Promise<number>;
  /** A valid form of a new record of the tenant. */
  form: (c: TableContext, tenant: Tenant) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * A record the tenant already has, for the detail to read instead of a new `record`. A provider's
   * records that each stand for a tenant (the tenants' subscriber rows) are then read on another
   * tenant's record too, answered as on the actor's own.
   */
  stored?: (c: TableContext, tenant: Tenant) => Promise<number>;
};

const json = (body: unknown): Request => ({ json: body });

/**
 * The authorization rows of a declared resource's calls, from its access rules and tenancy (the
 * server must enforce what the declaration says): a tenant resource is tried
 * with the actor's own tenant and another's (refused as a foreign tenant on list and save, as an
 * unknown record on detail and delete); the provider's and shared resources name no tenant, but for
 * the detail of a provider's record of each tenant (`stored`).
 */
export function resourceRows<R extends AnyResource>(resource: R, fixtures: Fixtures): Record<Extract<R['calls'][keyof R['calls']], string>, Row> {
  const tenanted = resource.tenancy.kind === 'tenant';
  const row = (verb: ResourceVerb, ask: (c: TableContext, tenant: Tenant) => Promise<Request>, refused: number, acrossTenants = tenanted): Row => {
    const access = resource.access[verb] ?? resource.access.list;
    const own: Row = { own: (c) => ask(c, 'acme'), ownExpect: outcomesOf(access, null), other: null };
    return acrossTenants ? { ...own, other: (c) => ask(c, 'globex'), otherExpect: outcomesOf(access, tenanted ? refused : null) } : own;
  };
  const byId = (record: (c: TableContext, tenant: Tenant) => Promise<number>) => async (c: TableContext, tenant: Tenant) => json({ id: await record(c, tenant) });
  const rows: Record<string, Row> = {
    [resource.calls.list]: row('list', async (_c, tenant) => json(tenanted ? { cloud_id: tenant } : {}), 403),
    [resource.calls.save]: row('save', async (c, tenant) => json(await fixtures.form(c, tenant)), 403),
    [resource.calls.delete]: row('delete', byId(fixtures.record), 404),
  };
  if (resource.calls.detail !== undefined) rows[resource.calls.detail] = row('detail', byId(fixtures.stored ?? fixtures.record), 404, tenanted || fixtures.stored !== undefined);
  return rows as Record<Extract<R['calls'][keyof R['calls']], string>, Row>;
}
