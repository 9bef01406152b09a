import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-db.js';
import { subscribers } from '../db/schema.js';
import { tenantFilter, type TenantScope } from '../lib/tenant-scope.js';
import type { StoredRow } from './wire-mapping.js';

/** A resource's table: a serial id, and the column naming its tenant where its rows belong to one. */
export type ResourceTable = PgTable & { id: AnyPgColumn; cloudId?: AnyPgColumn; subscriberId?: AnyPgColumn; updatedAt?: AnyPgColumn };

/**
 * How a row names the tenant it belongs to: its `cloudId` (most tables) or its `subscriberId` (the
 * platform connections, which were keyed by the tenant's id before cloud ids existed). Either way
 * the tenant is joined, so that rows carry its id, cloud id and company.
 */
export type TenantLink = 'cloudId' | 'subscriberId';

export type TableStoreOptions = {
  /** The column naming each row's tenant; none for rows of no tenant (release notes, the tenants themselves). */
  tenant?: TenantLink;
  /** The list's order; by id otherwise. */
  orderBy?: SQL[];
  /** The rows the resource's list shows, where it shows fewer than the table holds (client profiles: the primary ones). */
  listFilter?: SQL;
};

/** A transaction, or the database itself where no transaction is needed. */
export type Executor = Db;

/**
 * The one repository of every declared resource: list, find, insert, update, delete and the owner
 * lookup of the rpc layer's record scope, over any table with a serial id. Rows come back loosely
 * typed; the resource's field map decides what of them travels.
 */
export function createTableStore(db: Db, table: ResourceTable, { tenant, orderBy, listFilter }: TableStoreOptions = {}) {
  const tenantColumn = tenant === undefined ? undefined : table[tenant];
  if (tenant && !tenantColumn) throw new Error(`A resource whose tenant is its ${tenant} needs that column`);
  // The tenant's own row, joined on whichever of its keys the table holds.
  const tenantJoin = tenantColumn && eq(tenant === 'cloudId' ? subscribers.cloudId : subscribers.id, tenantColumn);
  // Filtering on the table's own cloud id keeps the filter on the table's indexes.
  const tenantCloudId = tenant === 'cloudId' && tenantColumn ? tenantColumn : subscribers.cloudId;
  // Loosely typed on purpose: one store serves tables of every shape (drizzle types each table's own).
  const loose = (executor: Executor) => executor as unknown as { select: (fields: object) => { from: (table: PgTable) => LooseQuery } };
  type LooseQuery = {
    innerJoin: (table: PgTable, on: SQL) => LooseQuery;
    where: (filter: SQL | undefined) => LooseQuery;
    orderBy: (...order: SQL[]) => LooseQuery;
    limit: (count: number) => Promise<unknown[]>;
  } & PromiseLike<unknown[]>;

  const select = (): LooseQuery =>
    tenantJoin
      ? loose(db).select({ row: table, tenantId: subscribers.id, tenantCloudId: subscribers.cloudId, company: subscribers.company }).from(table).innerJoin(subscribers, tenantJoin)
      : loose(db).select({ row: table }).from(table);
  const stored = (result: unknown): StoredRow => {
    const { row, tenantId, tenantCloudId: cloudId, company } = result as { row: Record<string, unknown>; tenantId?: number; tenantCloudId?: string; company?: string };
    return tenantId === undefined ? { row } : { row, tenant: { id: tenantId, cloudId: cloudId ?? '', company: company ?? '' } };
  };
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
      const byTenant = tenant ? tenantFilter(scope, tenantCloudId) : undefined;
      const rows = await select()
        .where(and(byTenant, where))
        .orderBy(...(orderBy ?? [asc(table.id)]));
      return rows.map(stored);
    },

    async find(id: number): Promise<StoredRow | undefined> {
      const [row] = await select().where(eq(table.id, id)).limit(1);
      return row === undefined ? undefined : stored(row);
    },

    async tenantExists(cloudId: string): Promise<boolean> {
      return (await loose(db).select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.cloudId, cloudId)).limit(1)).length > 0;
    },

    /** The cloud id owning a row, for the rpc layer's record scope. */
    async ownerOf(id: number): Promise<string | undefined> {
      if (!tenantJoin) return undefined;
      const [row] = (await loose(db).select({ cloudId: subscribers.cloudId }).from(table).innerJoin(subscribers, tenantJoin).where(eq(table.id, id)).limit(1)) as { cloudId: string }[];
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
