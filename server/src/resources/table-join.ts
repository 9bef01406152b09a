import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-db.js';
import { tenants } from '../db/schema.js';
import type { StoredRow } from './wire-mapping.js';

/** A resource's table: a serial id, and the column naming its tenant where its rows belong to one. */
export type ResourceTable = PgTable & { id: AnyPgColumn; cloudId?: AnyPgColumn; tenantId?: AnyPgColumn; updatedAt?: AnyPgColumn };

/**
 * How a row names the tenant it belongs to: its `cloudId` (most tables) or its `tenantId` (the
 * platform connections, which were keyed by the tenant's id before cloud ids existed). Either way
 * the tenant is joined, so that rows carry its id, cloud id and company.
 */
export type TenantLink = 'cloudId' | 'tenantId';

/** A query builder loosely typed on purpose: one store serves tables of every shape (drizzle types each table's own). */
export type LooseQuery = {
  innerJoin: (table: PgTable, on: SQL) => LooseQuery;
  where: (filter: SQL | undefined) => LooseQuery;
  orderBy: (...order: (SQL | AnyPgColumn)[]) => LooseQuery;
  // A number, or a placeholder of a prepared query.
  limit: (count: unknown) => LooseQuery;
  offset: (count: unknown) => LooseQuery;
  prepare: (name: string) => { execute: (values: Record<string, unknown>) => Promise<unknown[]> };
} & PromiseLike<unknown[]>;

export const looseSelect = (db: Db, fields: object) => (db as unknown as { select: (fields: object) => { from: (table: PgTable) => LooseQuery } }).select(fields);

/** The table's rows with their tenant's fields: how the store and the pager read a resource. */
export function tenantJoin(table: ResourceTable, tenant: TenantLink | undefined) {
  const column = tenant === undefined ? undefined : table[tenant];
  if (tenant && !column) throw new Error(`A resource whose tenant is its ${tenant} needs that column`);
  const on = column && eq(tenant === 'cloudId' ? tenants.cloudId : tenants.id, column);
  return {
    on,
    /** The tenant's cloud id to filter on: the table's own where it has it, which keeps the filter on its indexes. */
    cloudId: tenant === 'cloudId' && column ? column : tenants.cloudId,
    /** The row, with its tenant's fields where it has a tenant. */
    select: (db: Db): LooseQuery =>
      on
        ? looseSelect(db, { row: table, tenantId: tenants.id, tenantCloudId: tenants.cloudId, company: tenants.company }).from(table).innerJoin(tenants, on)
        : looseSelect(db, { row: table }).from(table),
  };
}

export function storedRow(result: unknown): StoredRow {
  const { row, tenantId, tenantCloudId, company } = result as { row: Record<string, unknown>; tenantId?: number; tenantCloudId?: string; company?: string };
  return tenantId === undefined ? { row } : { row, tenant: { id: tenantId, cloudId: tenantCloudId ?? '', company: company ?? '' } };
}
