import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { netsapienConnections, subscribers } from '../../db/schema.js';

const withTenant = { connection: netsapienConnections, cloudId: subscribers.cloudId, company: subscribers.company };

export function createNetsapiensRepository(db: Db) {
  const joined = () => db.select(withTenant).from(netsapienConnections).innerJoin(subscribers, eq(subscribers.id, netsapienConnections.subscriberId));
  return {
    list: () => joined().orderBy(asc(netsapienConnections.id)),

    async findById(id: number) {
      const [row] = await joined().where(eq(netsapienConnections.id, id)).limit(1);
      return row;
    },

    async findBySubscriber(subscriberId: number) {
      const [row] = await joined().where(eq(netsapienConnections.subscriberId, subscriberId)).limit(1);
      return row;
    },

    /** Tenants that have a platform connection. */
    async connectedCloudIds(): Promise<string[]> {
      const rows = await db.select({ cloudId: subscribers.cloudId }).from(netsapienConnections).innerJoin(subscribers, eq(subscribers.id, netsapienConnections.subscriberId));
      return rows.map((row) => row.cloudId);
    },

    async findByCloudId(cloudId: string) {
      const [row] = await joined().where(eq(subscribers.cloudId, cloudId)).limit(1);
      return row;
    },

    async subscriberExists(id: number): Promise<boolean> {
      return (await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, id)).limit(1)).length > 0;
    },

    async insert(values: typeof netsapienConnections.$inferInsert): Promise<number> {
      const [row] = await db.insert(netsapienConnections).values(values).returning({ id: netsapienConnections.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: number, values: Partial<typeof netsapienConnections.$inferInsert>) {
      await db.update(netsapienConnections).set({ ...values, updatedAt: new Date() }).where(eq(netsapienConnections.id, id));
    },

    async delete(id: number) {
      await db.delete(netsapienConnections).where(eq(netsapienConnections.id, id));
    },
  };
}

export type NetsapiensRepository = ReturnType<typeof createNetsapiensRepository>;
