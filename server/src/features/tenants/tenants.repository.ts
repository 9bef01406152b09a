import { count, eq, inArray } from 'drizzle-orm';
import { IMAGE_COLUMN } from '../../app-settings/white-label-images.js';
import type { Db } from '../../db/open-db.js';
import { consoleUsers, platformConnections, uploadedFiles, whiteLabels } from '../../db/schema.js';
import { storedNameOf } from '../../lib/images.js';

/** What the tenants' rules read and remove besides the tenant's own row (the kit's table store keeps that). */
export function createTenantsRepository(db: Db) {
  return {
    /** What still depends on the tenant: deleting it would orphan these. */
    async dependents(id: number, cloudId: string) {
      const [users] = await db.select({ total: count() }).from(consoleUsers).where(eq(consoleUsers.cloudId, cloudId));
      const [connections] = await db.select({ total: count() }).from(platformConnections).where(eq(platformConnections.tenantId, id));
      return { users: users?.total ?? 0, connections: connections?.total ?? 0 };
    },

    /**
     * The images the tenant's white label uploaded, deleted in the tenant's own delete
     * transaction (its white label goes by cascade): nothing else points at them.
     */
    async deleteUploads(id: number, tx: Db) {
      const [whiteLabel] = await tx.select().from(whiteLabels).where(eq(whiteLabels.tenantId, id)).limit(1);
      const uploads = Object.values(IMAGE_COLUMN)
        .map((column) => storedNameOf(whiteLabel?.[column] ?? ''))
        .filter((name): name is string => name !== undefined);
      if (uploads.length > 0) await tx.delete(uploadedFiles).where(inArray(uploadedFiles.name, uploads));
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
