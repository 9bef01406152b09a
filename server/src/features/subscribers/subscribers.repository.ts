import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { consoleUsers, netsapienConnections, subscribers } from '../../db/schema.js';

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

    async delete(id: number) {
      await db.delete(subscribers).where(eq(subscribers.id, id));
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
