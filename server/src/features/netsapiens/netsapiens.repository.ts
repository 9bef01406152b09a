import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { netsapienConnections, subscribers } from '../../db/schema.js';

/**
 * What reads a platform connection besides its screens (the kit's table store keeps those): the
 * gateway, which finds a tenant's connection, and the connection's own save rules.
 */
export function createNetsapiensRepository(db: Db) {
  const joined = () =>
    db
      .select({ connection: netsapienConnections, cloudId: subscribers.cloudId, company: subscribers.company })
      .from(netsapienConnections)
      .innerJoin(subscribers, eq(subscribers.id, netsapienConnections.subscriberId));
  return {
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
  };
}

export type NetsapiensRepository = ReturnType<typeof createNetsapiensRepository>;
