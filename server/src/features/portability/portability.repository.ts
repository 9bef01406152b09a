import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { tenants, whiteLabels } from '../../db/schema.js';

/** The tenants' side of portability: whose records they are, and whose link a check comes by. */
export function createPortabilityRepository(db: Db) {
  return {
    /** The provider's own subscriber (the super tenant), which keeps the three providers' records. */
    async tenantIdOf(cloudId: string): Promise<number | undefined> {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, cloudId)).limit(1);
      return row?.id;
    },

    /** How many tenants are active: the provider-wide lookup budget's shares. */
    async activeTenantCount(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(tenants).where(eq(tenants.active, true));
      return row?.count ?? 0;
    },

    /** An active tenant by cloud id, with its name and branding; nothing for an unknown or inactive one. */
    async activeTenant(cloudId: string) {
      const [row] = await db
        .select({
          cloudId: tenants.cloudId,
          company: tenants.company,
          dashboardLogo: whiteLabels.dashboardLogo,
          signinLogo: whiteLabels.signinLogo,
          buttonColor: whiteLabels.appSigninButtonColor,
        })
        .from(tenants)
        .leftJoin(whiteLabels, eq(whiteLabels.tenantId, tenants.id))
        .where(and(eq(tenants.cloudId, cloudId), eq(tenants.active, true)))
        .limit(1);
      return row;
    },
  };
}

export type PortabilityRepository = ReturnType<typeof createPortabilityRepository>;
