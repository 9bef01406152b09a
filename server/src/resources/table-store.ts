import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-db.js';
import { tenants } from '../db/schema.js';
import { tenantFilter, type TenantScope } from '../lib/tenant-scope.js';
import { looseSelect, storedRow, tenantJoin, type ResourceTable, type TenantLink } from './table-join.js';
import { createTablePager, type PagedSpec } from './table-page.js';
import type { StoredRow } from './wire-mapping.js';

export type { ResourceTable, TenantLink } from './table-join.js';

export type TableStoreOptions = {
  /** The column naming each row's tenant; none for rows of no tenant (release notes, the tenants themselves). */
  tenant?: TenantLink;
  /** The list's order; by id otherwise. */
  orderBy?: SQL[];
  /** The rows the resource's list shows, where it shows fewer than the table holds (client profiles: the primary ones). */
  listFilter?: SQL;
  /** The resource whose `paged` list the server pages, searches and sorts. */
  paged?: PagedSpec;
};

/** A transaction, or the database itself where no transaction is needed. */
export type Executor = Db;

/**
 * The one repository of every declared resource: list, find, insert, update, delete and the owner
 * lookup of the rpc layer's record scope, over any table with a serial id. Rows come back loosely
 * typed; the resource's field map decides what of them travels.
 */
export function createTableStore(db: Db, table: ResourceTable, { tenant, orderBy, listFilter, paged }: TableStoreOptions = {}) {
  const join = tenantJoin(table, tenant);
  const pager = paged && createTablePager(db, table, tenant, paged);
  const returningId = { id: table.id };
  const write = (executor: Executor) =>
    executor as unknown as {
      insert: (table: PgTable) => { values: (values: object) => { returning: (fields: object) => Promise<{ id: number }[]> } };
      update: (table: PgTable) => { set: (values: object) => { where: (filter: SQL) => { returning: (fields: object) => Promise<{ id: number }[]> } } };
      delete: (table: PgTable) => { where: (filter: SQL) => { returning: (fields: object) => Promise<{ id: number }[]> } };
    };

  return {
    /** The resource's list, or with `where` another selection of the tenant's rows (a non-CRUD list of the area). */
    async list(scope: TenantScope, where: SQL | undefined = listFilter): Promise<StoredRow[]> {
      const byTenant = tenant ? tenantFilter(scope, join.cloudId) : undefined;
      const rows = await join
        .select(db)
        .where(and(byTenant, where))
        .orderBy(...(orderBy ?? [asc(table.id)]));
      return rows.map(storedRow);
    },

    /** One page of a paged resource's list, and how many rows match in all. */
    page(...args: Parameters<NonNullable<typeof pager>>) {
      if (!pager) throw new Error('This resource has no paged list');
      return pager(...args);
    },

    async find(id: number): Promise<StoredRow | undefined> {
      const [row] = await join.select(db).where(eq(table.id, id)).limit(1);
      return row === undefined ? undefined : storedRow(row);
    },

    async tenantExists(cloudId: string): Promise<boolean> {
      return (await looseSelect(db, { id: tenants.id }).from(tenants).where(eq(tenants.cloudId, cloudId)).limit(1)).length > 0;
    },

    /** The cloud id owning a row, for the rpc layer's record scope. */
    async ownerOf(id: number): Promise<string | undefined> {
      if (!join.on) return undefined;
      const [row] = (await looseSelect(db, { cloudId: tenants.cloudId }).from(table).innerJoin(tenants, join.on).where(eq(table.id, id)).limit(1)) as { cloudId: string }[];
      return row?.cloudId;
    },

    async insert(values: Record<string, unknown>, executor: Executor = db): Promise<number> {
      const [row] = await write(executor).insert(table).values(values).returning(returningId);
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** False when the row is gone (deleted meanwhile). */
    async update(id: number, values: Record<string, unknown>, executor: Executor = db): Promise<boolean> {
      const stamped = table.updatedAt ? { ...values, updatedAt: new Date() } : values;
      return (await write(executor).update(table).set(stamped).where(eq(table.id, id)).returning(returningId)).length > 0;
    },

    async delete(id: number, executor: Executor = db): Promise<boolean> {
      return (await write(executor).delete(table).where(eq(table.id, id)).returning(returningId)).length > 0;
    },

    /** Work that must be written together or not at all (a save and what it raises or ends). */
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },
  };
}

export type TableStore = ReturnType<typeof createTableStore>;
