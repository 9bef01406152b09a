/**
 * Whose data a call touches. The server resolves the scope before the handler runs and refuses a
 * tenant user who names another tenant (403 for a named cloud id or domain, 404 for a record id),
 * so that no handler can forget the check. Only the super tenant acts across tenants.
 *
 * - `none`: no tenant's data (sign-in, the sign-in page's branding, constants).
 * - `self`: only the caller's own console user; names in the payload are ignored.
 * - `provider`: the provider's own areas (tenants, platform connections); the access rule must
 *   admit the super tenant only.
 * - `cloud`: a tenant named by a cloud id field (absent: the caller's own tenant; with `allTenants`
 *   the super tenant's absent field means every tenant, as in its list screens).
 * - `domain`: a telephony domain named by a field, which must be one of the tenant's platform domains.
 * - `record`: a stored record named by an id field; its owner is looked up.
 */
/**
 * The name of a kind of stored record, as the area that stores it looks up its owner (the server's
 * `recordOwners` of that area's wiring); the server refuses to start when a call names one no area looks up.
 */
export type RecordOwner = string;

export type Scope =
  | { kind: 'none' }
  | { kind: 'self' }
  | { kind: 'provider' }
  | { kind: 'cloud'; field?: string; allTenants: boolean }
  | { kind: 'domain'; field: string; optional: boolean }
  | { kind: 'record'; field: string; owner: RecordOwner; optional: boolean };

export type ScopeKind = Scope['kind'];

export const scope = {
  none: { kind: 'none' } as Scope,
  self: { kind: 'self' } as Scope,
  provider: { kind: 'provider' } as Scope,
  cloud: (field?: string, options: { allTenants?: boolean } = {}): Scope => ({ kind: 'cloud', field, allTenants: options.allTenants ?? false }),
  domain: (field: string, options: { optional?: boolean } = {}): Scope => ({ kind: 'domain', field, optional: options.optional ?? false }),
  record: (field: string, owner: RecordOwner, options: { optional?: boolean } = {}): Scope => ({
    kind: 'record',
    field,
    owner,
    optional: options.optional ?? false,
  }),
};

/** A call's scope as a list: a call may name a tenant and a record of it (create-or-update calls). */
export function scopesOf(definition: { scope: Scope | readonly Scope[] }): readonly Scope[] {
  return Array.isArray(definition.scope) ? definition.scope : [definition.scope as Scope];
}

/** Scopes whose payload names another tenant's data; their other-tenant case must be tested. */
export const namesTenantData = (s: Scope) => (s.kind === 'cloud' && s.field !== undefined) || s.kind === 'domain' || s.kind === 'record';
