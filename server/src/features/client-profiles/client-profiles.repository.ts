import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { tenants } from '../../db/schema.js';
import { raiseDomainVersion, raiseTenantVersion } from '../../app-settings/config-versions.js';
import type { Executor } from '../../resources/table-store.js';

/** A level of the configuration tree: a tenant (domain '') or one of its domains. */
export type LevelKey = { cloudId: string; domain: string };

/** What the client profiles' rules read and raise besides the profiles (the kit's table store keeps those). */
export function createClientProfilesRepository(db: Db) {
  return {
    async tenantById(id: number) {
      const [row] = await db.select({ id: tenants.id, cloudId: tenants.cloudId }).from(tenants).where(eq(tenants.id, id));
      return row;
    },

    async tenantByCloudId(cloudId: string) {
      const [row] = await db.select({ id: tenants.id, cloudId: tenants.cloudId }).from(tenants).where(eq(tenants.cloudId, cloudId));
      return row;
    },

    /**
     * Raises the version of what a profile change reaches (document 4 §7): the tenant's for a primary
     * profile, the domain's for a domain or extension profile. Each level once, inside the change's transaction.
     */
    async raiseVersions(tx: Executor, levels: LevelKey[]) {
      const seen = new Set<string>();
      for (const level of levels) {
        const key = `${level.cloudId}\u0000${level.domain}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (level.domain === '') await raiseTenantVersion(tx, level.cloudId);
        else await raiseDomainVersion(tx, level);
      }
    },
  };
}

export type ClientProfilesRepository = ReturnType<typeof createClientProfilesRepository>;
