import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { clientProfiles, staticAccounts } from '../../db/schema.js';
import type { UserProfiles } from './account-records.js';

export type StaticAccountRow = typeof staticAccounts.$inferSelect;

/** The client profiles and static accounts the provisioning service reads (document 4 §1, §2.7). */
export function createClientConfigRepository(db: Db) {
  // Read by every re-provision: prepared once (see provisioning.queries.ts).
  const profilesQuery = db
    .select()
    .from(clientProfiles)
    .where(
      and(
        eq(clientProfiles.cloudId, sql.placeholder('cloudId')),
        or(
          and(eq(clientProfiles.domain, ''), eq(clientProfiles.extension, '')),
          and(eq(clientProfiles.domain, sql.placeholder('domain')), or(eq(clientProfiles.extension, ''), eq(clientProfiles.extension, sql.placeholder('extension')))),
        ),
      ),
    )
    .prepare('provisioning_client_profiles');
  return {
    /** The tenant's primary profile and those of the user's domain and extension, in one query. */
    async profilesOf(cloudId: string, domain: string, extension: string): Promise<UserProfiles> {
      const rows = await profilesQuery.execute({ cloudId, domain, extension });
      const at = (d: string, e: string) => rows.find((row) => row.domain === d && row.extension === e);
      return { primary: at('', ''), domain: domain ? at(domain, '') : undefined, extension: domain && extension ? at(domain, extension) : undefined };
    },

    /** A static account of the tenant by its login, compared without case as the app's users type it. */
    async findStaticAccount(cloudId: string, cloudUsername: string): Promise<StaticAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(staticAccounts)
        .where(and(eq(staticAccounts.cloudId, cloudId), sql`lower(${staticAccounts.cloudUsername}) = lower(${cloudUsername.trim()})`))
        .limit(1);
      return row;
    },
  };
}

export type ClientConfigRepository = ReturnType<typeof createClientConfigRepository>;
