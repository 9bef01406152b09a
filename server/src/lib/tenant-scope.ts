import { eq, type Column, type SQL } from 'drizzle-orm';
import { MESSAGES, formatMessage } from '@mamt/contract';
import { AppError, fieldError } from './app-error.js';

/**
 * The tenants a call may work on, as the rpc layer resolved it from the call's declared scope.
 * Repositories take it as a required argument, so that no query can forget the tenant.
 */
export type TenantScope = { readonly cloudId: string; readonly allTenants?: undefined } | { readonly allTenants: true; readonly cloudId?: undefined };

export type ResolvedScope = {
  tenant: TenantScope;
  /** The telephony domain named by a `domain` scope, checked to be one of the tenant's. */
  domain?: string;
  /** The record named by a `record` scope, checked to belong to a tenant the caller may see. */
  record?: { id: number; cloudId: string };
};

export const oneTenant = (cloudId: string): TenantScope => ({ cloudId });
export const ALL_TENANTS: TenantScope = { allTenants: true };

/** The single tenant a write needs; "every tenant" is a reading scope only. */
export function singleTenant(scope: TenantScope): string {
  if (scope.allTenants) throw fieldError('cloud_id', MESSAGES.cloudIdRequired);
  return scope.cloudId;
}

/** The SQL filter of a tenant column: none when the super tenant reads every tenant. */
export function tenantFilter(scope: TenantScope, column: Column): SQL | undefined {
  return scope.allTenants ? undefined : eq(column, scope.cloudId);
}

/** A domain that is not one of the tenant's: named, so refused with 403 (never looked into further). */
export const domainNotOwned = (domain: string) => new AppError('FORBIDDEN', formatMessage(MESSAGES.foreignDomain, { domain }));
