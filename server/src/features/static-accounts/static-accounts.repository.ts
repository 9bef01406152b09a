import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { staticAccounts, subscribers } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';

export type StaticAccountColumns = Omit<typeof staticAccounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const withTenant = { account: staticAccounts, subscriberId: subscribers.id, company: subscribers.company };

export function createStaticAccountsRepository(db: Db) {
  const joined = () => db.select(withTenant).from(staticAccounts).innerJoin(subscribers, eq(subscribers.cloudId, staticAccounts.cloudId));
  return {
    list: (tenant: TenantScope) => joined().where(tenantFilter(tenant, staticAccounts.cloudId)).orderBy(asc(staticAccounts.id)),

    async findById(id: number) {
      const [row] = await joined().where(eq(staticAccounts.id, id)).limit(1);
      return row;
    },

    /** The cloud id owning an account, for the rpc layer's record scope. */
    async ownerOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ cloudId: staticAccounts.cloudId }).from(staticAccounts).where(eq(staticAccounts.id, id)).limit(1);
      return row?.cloudId;
    },

    async tenantExists(cloudId: string): Promise<boolean> {
      return (await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.cloudId, cloudId)).limit(1)).length > 0;
    },

    async insert(values: StaticAccountColumns): Promise<number> {
      const [row] = await db.insert(staticAccounts).values(values).returning({ id: staticAccounts.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** False when the account is gone (deleted meanwhile). */
    async update(id: number, values: Partial<StaticAccountColumns>): Promise<boolean> {
      const rows = await db.update(staticAccounts).set({ ...values, updatedAt: new Date() }).where(eq(staticAccounts.id, id)).returning({ id: staticAccounts.id });
      return rows.length > 0;
    },

    async delete(id: number): Promise<boolean> {
      return (await db.delete(staticAccounts).where(eq(staticAccounts.id, id)).returning({ id: staticAccounts.id })).length > 0;
    },
  };
}

export type StaticAccountsRepository = ReturnType<typeof createStaticAccountsRepository>;
