import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { clientProfiles, subscribers } from '../../db/schema.js';
import { raiseDomainVersion, raiseTenantVersion } from '../provisioning/config-versions.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';

export type ProfileRow = typeof clientProfiles.$inferSelect & { subscriberId: number; company: string };
export type ProfileValues = Omit<typeof clientProfiles.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'domain'> & { domain: string };
/** A level of the configuration tree: a tenant (domain '') or one of its domains. */
export type LevelKey = { cloudId: string; domain: string };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Raises the version of what a profile change reaches (document 4 §7): the tenant's for a primary
 * profile, the domain's for a domain or extension profile. Each level once, inside the change's transaction.
 */
async function raiseVersions(tx: Tx, levels: LevelKey[]) {
  const seen = new Set<string>();
  for (const level of levels) {
    const key = `${level.cloudId}\u0000${level.domain}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (level.domain === '') await raiseTenantVersion(tx, level.cloudId);
    else await raiseDomainVersion(tx, level);
  }
}

export function createClientProfilesRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({ profile: clientProfiles, subscriberId: subscribers.id, company: subscribers.company })
      .from(clientProfiles)
      .innerJoin(subscribers, eq(subscribers.cloudId, clientProfiles.cloudId))
      .where(where)
      .orderBy(asc(clientProfiles.id))
      .then((rows) => rows.map((row): ProfileRow => ({ ...row.profile, subscriberId: row.subscriberId, company: row.company })));

  return {
    primaries: (tenant: TenantScope) => select(and(tenantFilter(tenant, clientProfiles.cloudId), eq(clientProfiles.domain, ''))),
    domainProfiles: (cloudId: string) =>
      select(and(eq(clientProfiles.cloudId, cloudId), ne(clientProfiles.domain, ''), eq(clientProfiles.extension, ''))),
    extensionProfiles: (cloudId: string, domain: string) =>
      select(and(eq(clientProfiles.cloudId, cloudId), eq(clientProfiles.domain, domain), ne(clientProfiles.extension, ''))),

    async findById(id: number): Promise<ProfileRow | undefined> {
      const [row] = await select(eq(clientProfiles.id, id));
      return row;
    },

    async ownerOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ cloudId: clientProfiles.cloudId }).from(clientProfiles).where(eq(clientProfiles.id, id));
      return row?.cloudId;
    },

    /** The profile already at this level, if any (at most one per tenant, domain and extension). */
    async findAtLevel(cloudId: string, domain: string, extension: string): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: clientProfiles.id })
        .from(clientProfiles)
        .where(and(eq(clientProfiles.cloudId, cloudId), eq(clientProfiles.domain, domain), eq(clientProfiles.extension, extension)));
      return row;
    },

    async subscriberById(id: number) {
      const [row] = await db.select({ id: subscribers.id, cloudId: subscribers.cloudId }).from(subscribers).where(eq(subscribers.id, id));
      return row;
    },

    async subscriberByCloudId(cloudId: string) {
      const [row] = await db.select({ id: subscribers.id, cloudId: subscribers.cloudId }).from(subscribers).where(eq(subscribers.cloudId, cloudId));
      return row;
    },

    /** Creates the profile and raises its level's version in one transaction. */
    insert: (values: ProfileValues) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(clientProfiles).values(values).returning({ id: clientProfiles.id });
        if (!row) throw new Error('the profile insert returned no row');
        await raiseVersions(tx, [values]);
        return row.id;
      }),

    /** Changes the profile; the old and the new level (when it moved) both get a new version. Undefined: gone meanwhile. */
    update: (id: number, values: ProfileValues, before: LevelKey) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(clientProfiles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(clientProfiles.id, id))
          .returning({ id: clientProfiles.id });
        if (rows.length === 0) return undefined;
        await raiseVersions(tx, [before, values]);
        return id;
      }),

    remove: (id: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(clientProfiles).where(eq(clientProfiles.id, id)).returning({ cloudId: clientProfiles.cloudId, domain: clientProfiles.domain });
        if (row) await raiseVersions(tx, [row]);
        return row !== undefined;
      }),
  };
}

export type ClientProfilesRepository = ReturnType<typeof createClientProfilesRepository>;
