import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { consoleUsers, netsapienConnections, subscribers, uploadedFiles, whiteLabels } from '../../db/schema.js';
import { storedNameOf } from '../../lib/images.js';
import { IMAGE_COLUMN } from '../white-label/white-label.mapping.js';

export function createSubscribersRepository(db: Db) {
  return {
    list: () => db.select().from(subscribers).orderBy(asc(subscribers.id)),

    async findById(id: number) {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1);
      return row;
    },

    async findByCloudId(cloudId: string) {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.cloudId, cloudId)).limit(1);
      return row;
    },

    async insert(values: typeof subscribers.$inferInsert): Promise<number> {
      const [row] = await db.insert(subscribers).values(values).returning({ id: subscribers.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: number, values: Partial<typeof subscribers.$inferInsert>) {
      await db.update(subscribers).set({ ...values, updatedAt: new Date() }).where(eq(subscribers.id, id));
    },

    /** What still depends on the subscriber: deleting it would orphan these. */
    async dependents(id: number, cloudId: string) {
      const [users] = await db.select({ total: count() }).from(consoleUsers).where(eq(consoleUsers.cloudId, cloudId));
      const [connections] = await db.select({ total: count() }).from(netsapienConnections).where(eq(netsapienConnections.subscriberId, id));
      return { users: users?.total ?? 0, connections: connections?.total ?? 0 };
    },

    /**
     * Deletes the subscriber (its white label, profiles and static accounts go with it by cascade)
     * and, in the same transaction, the images its white label uploaded: nothing else points at them.
     */
    async delete(id: number) {
      await db.transaction(async (tx) => {
        const [whiteLabel] = await tx.select().from(whiteLabels).where(eq(whiteLabels.subscriberId, id)).limit(1);
        await tx.delete(subscribers).where(eq(subscribers.id, id));
        const uploads = Object.values(IMAGE_COLUMN)
          .map((column) => storedNameOf(whiteLabel?.[column] ?? ''))
          .filter((name): name is string => name !== undefined);
        if (uploads.length > 0) await tx.delete(uploadedFiles).where(inArray(uploadedFiles.name, uploads));
      });
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
