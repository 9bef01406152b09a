import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { subscribers, whiteLabels } from '../../db/schema.js';

/** The tenants' side of portability: whose records they are, and whose link a check comes by. */
export function createPortabilityRepository(db: Db) {
  return {
    /** The provider's own subscriber (the super tenant), which keeps the three providers' records. */
    async subscriberIdOf(cloudId: string): Promise<number | undefined> {
      const [row] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.cloudId, cloudId)).limit(1);
      return row?.id;
    },

    /** How many tenants are active: the provider-wide lookup budget's shares. */
    async activeTenantCount(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(subscribers).where(eq(subscribers.active, true));
      return row?.count ?? 0;
    },

    /** An active tenant by cloud id, with its name and branding; nothing for an unknown or inactive one. */
    async activeTenant(cloudId: string) {
      const [row] = await db
        .select({
          cloudId: subscribers.cloudId,
          company: subscribers.company,
          dashboardLogo: whiteLabels.dashboardLogo,
          signinLogo: whiteLabels.signinLogo,
          buttonColor: whiteLabels.appSigninButtonColor,
        })
        .from(subscribers)
        .leftJoin(whiteLabels, eq(whiteLabels.subscriberId, subscribers.id))
        .where(and(eq(subscribers.cloudId, cloudId), eq(subscribers.active, true)))
        .limit(1);
      return row;
    },
  };
}

export type PortabilityRepository = ReturnType<typeof createPortabilityRepository>;
