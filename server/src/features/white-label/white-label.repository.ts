import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { subscribers, whiteLabels } from '../../db/schema.js';
import { raiseTenantVersion } from '../../app-settings/config-versions.js';

export type WhiteLabelRow = typeof whiteLabels.$inferSelect;
export type WhiteLabelColumns = Omit<typeof whiteLabels.$inferInsert, 'id' | 'subscriberId' | 'createdAt' | 'updatedAt'>;
export type SubscriberRow = typeof subscribers.$inferSelect;

/** The admin base URL as the sign-in page compares it: lower case, no trailing slash. */
const comparableAdminUrl = sql`rtrim(lower(${whiteLabels.adminBaseUrl}), '/')`;

export function createWhiteLabelRepository(db: Db) {
  return {
    async findSubscriber(id: number): Promise<SubscriberRow | undefined> {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1);
      return row;
    },

    async findBySubscriber(subscriberId: number): Promise<WhiteLabelRow | undefined> {
      const [row] = await db.select().from(whiteLabels).where(eq(whiteLabels.subscriberId, subscriberId)).limit(1);
      return row;
    },

    async findByCloudId(cloudId: string): Promise<WhiteLabelRow | undefined> {
      const [row] = await db
        .select({ whiteLabel: whiteLabels })
        .from(whiteLabels)
        .innerJoin(subscribers, eq(subscribers.id, whiteLabels.subscriberId))
        .where(eq(subscribers.cloudId, cloudId))
        .limit(1);
      return row?.whiteLabel;
    },

    /** The white label of the tenant whose console lives at `normalizedUrl` (lower case, no trailing slash). */
    async findByAdminUrl(normalizedUrl: string, exceptSubscriberId?: number): Promise<WhiteLabelRow | undefined> {
      const [row] = await db
        .select()
        .from(whiteLabels)
        .where(and(eq(comparableAdminUrl, normalizedUrl), exceptSubscriberId === undefined ? undefined : ne(whiteLabels.subscriberId, exceptSubscriberId)))
        .limit(1);
      return row;
    },

    /** Creates or updates the row and raises the tenant's configuration version together (document 4 §7). */
    async save(subscriber: Pick<SubscriberRow, 'id' | 'cloudId'>, columns: WhiteLabelColumns): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(whiteLabels)
          .values({ ...columns, subscriberId: subscriber.id })
          .onConflictDoUpdate({ target: whiteLabels.subscriberId, set: { ...columns, updatedAt: sql`now()` } })
          .returning({ id: whiteLabels.id });
        if (!row) throw new Error('the white label upsert returned no row');
        await raiseTenantVersion(tx, subscriber.cloudId);
        return row.id;
      });
    },

    async setAllowAllUsers(subscriberId: number, allow: boolean): Promise<void> {
      await db.update(subscribers).set({ allowAllUsers: allow, updatedAt: new Date() }).where(eq(subscribers.id, subscriberId));
    },
  };
}

export type WhiteLabelRepository = ReturnType<typeof createWhiteLabelRepository>;
