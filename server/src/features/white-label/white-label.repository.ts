import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { tenants, whiteLabels } from '../../db/schema.js';
import { raiseTenantVersion } from '../../app-settings/config-versions.js';

export type WhiteLabelRow = typeof whiteLabels.$inferSelect;
export type WhiteLabelColumns = Omit<typeof whiteLabels.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;
export type TenantRow = typeof tenants.$inferSelect;

/** The admin base URL as the sign-in page compares it: lower case, no trailing slash. */
const comparableAdminUrl = sql`rtrim(lower(${whiteLabels.adminBaseUrl}), '/')`;

export function createWhiteLabelRepository(db: Db) {
  return {
    async findTenant(id: number): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
      return row;
    },

    async findByTenant(tenantId: number): Promise<WhiteLabelRow | undefined> {
      const [row] = await db.select().from(whiteLabels).where(eq(whiteLabels.tenantId, tenantId)).limit(1);
      return row;
    },

    async findByCloudId(cloudId: string): Promise<WhiteLabelRow | undefined> {
      const [row] = await db
        .select({ whiteLabel: whiteLabels })
        .from(whiteLabels)
        .innerJoin(tenants, eq(tenants.id, whiteLabels.tenantId))
        .where(eq(tenants.cloudId, cloudId))
        .limit(1);
      return row?.whiteLabel;
    },

    /** The white label of the tenant whose console lives at `normalizedUrl` (lower case, no trailing slash). */
    async findByAdminUrl(normalizedUrl: string, exceptTenantId?: number): Promise<WhiteLabelRow | undefined> {
      const [row] = await db
        .select()
        .from(whiteLabels)
        .where(and(eq(comparableAdminUrl, normalizedUrl), exceptTenantId === undefined ? undefined : ne(whiteLabels.tenantId, exceptTenantId)))
        .limit(1);
      return row;
    },

    /** Creates or updates the row and raises the tenant's configuration version together (document 4 §7). */
    async save(tenant: Pick<TenantRow, 'id' | 'cloudId'>, columns: WhiteLabelColumns): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(whiteLabels)
          .values({ ...columns, tenantId: tenant.id })
          .onConflictDoUpdate({ target: whiteLabels.tenantId, set: { ...columns, updatedAt: sql`now()` } })
          .returning({ id: whiteLabels.id });
        if (!row) throw new Error('the white label upsert returned no row');
        await raiseTenantVersion(tx, tenant.cloudId);
        return row.id;
      });
    },

    async setAllowAllUsers(tenantId: number, allow: boolean): Promise<void> {
      await db.update(tenants).set({ allowAllUsers: allow, updatedAt: new Date() }).where(eq(tenants.id, tenantId));
    },
  };
}

export type WhiteLabelRepository = ReturnType<typeof createWhiteLabelRepository>;
