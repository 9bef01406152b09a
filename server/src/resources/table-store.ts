import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-db.js';
import { subscribers } from '../db/schema.js';
import { tenantFilter, type TenantScope } from '../lib/tenant-scope.js';
import type { StoredRow } from './wire-mapping.js';

/** A resource's table: a serial id, and a tenant's cloud id where its rows belong to a tenant. */
export type ResourceTable = PgTable & { id: AnyPgColumn; cloudId?: AnyPgColumn; updatedAt?: AnyPgColumn };

export type TableStoreOptions = {
  /** Rows belong to a tenant (`cloudId`): lists are filtered by it and rows carry the tenant's id and company. */
  tenant: boolean;
  /** The list's order; by id otherwise. */
  orderBy?: SQL[];
};

/**
 * The one repository of every declared resource: list, find, insert, update, delete and the owner
 * lookup of the rpc layer's record scope, over any table with a serial id. Rows come back loosely
 * typed; the resource's field map decides what of them travels.
 */
export function createTableStore(db: Db, table: ResourceTable, { tenant, orderBy }: TableStoreOptions) {
  const tenantColumn = table.cloudId;
  if (tenant && !tenantColumn) throw new Error('A tenant resource needs a cloudId column');
  // Loosely typed on purpose: one store serves tables of every shape (drizzle types each table's own).
  const loose = db as unknown as { select: (fields: object) => { from: (table: PgTable) => LooseQuery } };
  type LooseQuery = {
    innerJoin: (table: PgTable, on: SQL) => LooseQuery;
    where: (filter: SQL | undefined) => LooseQuery;
    orderBy: (...order: SQL[]) => LooseQuery;
    limit: (count: number) => Promise<unknown[]>;
  } & PromiseLike<unknown[]>;

  const select = (): LooseQuery =>
    tenant && tenantColumn
      ? loose.select({ row: table, tenantId: subscribers.id, company: subscribers.company }).from(table).innerJoin(subscribers, eq(subscribers.cloudId, tenantColumn))
      : loose.select({ row: table }).from(table);
  const stored = (result: unknown): StoredRow => {
    const { row, tenantId, company } = result as { row: Record<string, unknown>; tenantId?: number; company?: string };
    return tenantId === undefined ? { row } : { row, tenant: { id: tenantId, company: company ?? '' } };
  };
  const returningId = { id: table.id };
  const write = db as unknown as {
    insert: (table: PgTable) => { values: (values: object) => { returning: (fields: object) => Promise<{ id: number }[]> } };
    update: (table: PgTable) => { set: (values: object) => { where: (filter: SQL) => { returning: (fields: object) => Promise<{ id: number }[]> } } };
    delete: (table: PgTable) => { where: (filter: SQL) => { returning: (fields: object) => Promise<{ id: number }[]> } };
  };

  return {
    async list(scope: TenantScope): Promise<StoredRow[]> {
      const filter = tenantColumn && tenant ? tenantFilter(scope, tenantColumn) : undefined;
      const rows = await select()
        .where(filter)
        .orderBy(...(orderBy ?? [asc(table.id)]));
      return rows.map(stored);
    },

    async find(id: number): Promise<StoredRow | undefined> {
      const [row] = await select().where(eq(table.id, id)).limit(1);
      return row === undefined ? undefined : stored(row);
    },

    async tenantExists(cloudId: string): Promise<boolean> {
      return (await loose.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.cloudId, cloudId)).limit(1)).length > 0;
    },

    /** The cloud id owning a row, for the rpc layer's record scope. */
    async ownerOf(id: number): Promise<string | undefined> {
      if (!tenantColumn) return undefined;
      const [row] = (await loose.select({ cloudId: tenantColumn }).from(table).where(eq(table.id, id)).limit(1)) as { cloudId: string }[];
      return row?.cloudId;
    },

    async insert(values: Record<string, unknown>): Promise<number> {
      const [row] = await write.insert(table).values(values).returning(returningId);
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** False when the row is gone (deleted meanwhile). */
    async update(id: number, values: Record<string, unknown>): Promise<boolean> {
      const stamped = table.updatedAt ? { ...values, updatedAt: new Date() } : values;
      return (await write.update(table).set(stamped).where(eq(table.id, id)).returning(returningId)).length > 0;
    },

    async delete(id: number): Promise<boolean> {
      return (await write.delete(table).where(eq(table.id, id)).returning(returningId)).length > 0;
    },
  };
}

export type TableStore = ReturnType<typeof createTableStore>;
