import { asc } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { tenants } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';

/** What the users' screens read besides the users themselves (the kit's table store keeps those). */
export function createUsersRepository(db: Db) {
  return {
    /** The tenants a user may be placed in: every one for the super tenant, its own for others. */
    async cloudIds(scope: TenantScope) {
      return db
        .select({ id: tenants.id, cloud_id: tenants.cloudId, company: tenants.company })
        .from(tenants)
        .where(tenantFilter(scope, tenants.cloudId))
        .orderBy(asc(tenants.cloudId));
    },
  };
}
