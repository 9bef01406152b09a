import { asc } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { subscribers } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';

/** What the users' screens read besides the users themselves (the kit's table store keeps those). */
export function createUsersRepository(db: Db) {
  return {
    /** The tenants a user may be placed in: every one for the super tenant, its own for others. */
    async cloudIds(scope: TenantScope) {
      return db
        .select({ id: subscribers.id, cloud_id: subscribers.cloudId, company: subscribers.company })
        .from(subscribers)
        .where(tenantFilter(scope, subscribers.cloudId))
        .orderBy(asc(subscribers.cloudId));
    },
  };
}
