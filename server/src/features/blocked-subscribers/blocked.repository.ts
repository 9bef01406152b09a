import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { provisioningLogins } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';

const blocked = isNotNull(provisioningLogins.blockedAt);

/** Blocked Subscribers: the provisioning logins blocked after repeated wrong passwords. */
export function createBlockedRepository(db: Db) {
  return {
    list: (tenant: TenantScope) =>
      db
        .select({ id: provisioningLogins.id, loginUser: provisioningLogins.loginUser, blockedAt: provisioningLogins.blockedAt, cloudId: provisioningLogins.cloudId })
        .from(provisioningLogins)
        .where(and(blocked, tenantFilter(tenant, provisioningLogins.cloudId)))
        .orderBy(desc(provisioningLogins.blockedAt), desc(provisioningLogins.id)),

    /** The tenant of a blocked login; a login only counting failures is not a Blocked Subscribers row. */
    async ownerOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ cloudId: provisioningLogins.cloudId }).from(provisioningLogins).where(and(eq(provisioningLogins.id, id), blocked));
      return row?.cloudId;
    },

    /** Deleting the row clears the block and its count of failures at once. */
    async remove(id: number, cloudId: string): Promise<string | undefined> {
      const [row] = await db
        .delete(provisioningLogins)
        .where(and(eq(provisioningLogins.id, id), eq(provisioningLogins.cloudId, cloudId), blocked))
        .returning({ loginUser: provisioningLogins.loginUser });
      return row?.loginUser;
    },
  };
}

export type BlockedRepository = ReturnType<typeof createBlockedRepository>;
