import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { platformConnections, tenants } from '../../db/schema.js';

/**
 * What reads a platform connection besides its screens (the kit's table store keeps those): the
 * gateway, which finds a tenant's connection, and the connection's own save rules.
 */
export function createPlatformConnectionsRepository(db: Db) {
  const joined = () =>
    db
      .select({ connection: platformConnections, cloudId: tenants.cloudId, company: tenants.company })
      .from(platformConnections)
      .innerJoin(tenants, eq(tenants.id, platformConnections.tenantId));
  return {
    async findByTenant(tenantId: number) {
      const [row] = await joined().where(eq(platformConnections.tenantId, tenantId)).limit(1);
      return row;
    },

    /** Tenants that have a platform connection. */
    async connectedCloudIds(): Promise<string[]> {
      const rows = await db.select({ cloudId: tenants.cloudId }).from(platformConnections).innerJoin(tenants, eq(tenants.id, platformConnections.tenantId));
      return rows.map((row) => row.cloudId);
    },

    async findByCloudId(cloudId: string) {
      const [row] = await joined().where(eq(tenants.cloudId, cloudId)).limit(1);
      return row;
    },

    async tenantExists(id: number): Promise<boolean> {
      return (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).limit(1)).length > 0;
    },
  };
}

export type PlatformConnectionsRepository = ReturnType<typeof createPlatformConnectionsRepository>;
