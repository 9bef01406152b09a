import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.js';
import { tenants } from '../db/schema.js';

export { raiseDomainVersion } from './domain-settings.repository.js';

type Executor = Pick<Db, 'update'>;

/**
 * Raises a tenant's configuration version inside the caller's transaction (document 4 §7): a change
 * of what every user of the tenant receives (white label, primary client profile) and its version
 * commit together, so the console can tell which devices have not fetched it yet. Changes of one
 * domain or one user raise the domain's version instead (`raiseDomainVersion`).
 */
export async function raiseTenantVersion(executor: Executor, cloudId: string): Promise<void> {
  await executor
    .update(tenants)
    .set({ configVersion: sql`${tenants.configVersion} + 1` })
    .where(eq(tenants.cloudId, cloudId));
}
