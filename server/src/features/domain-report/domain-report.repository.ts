import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { tenants } from '../../db/schema.js';

/** What the report reads of the console's own records: the tenant, and its subscriber-level provisioning switch. */
export function createDomainReportRepository(db: Db) {
  return {
    /** The tenant of this cloud id with its "Allow all users/all domains" switch; undefined when there is none. */
    async tenant(cloudId: string): Promise<{ allowAllUsers: boolean } | undefined> {
      const [row] = await db.select({ allowAllUsers: tenants.allowAllUsers }).from(tenants).where(eq(tenants.cloudId, cloudId)).limit(1);
      return row;
    },
  };
}

export type DomainReportRepository = ReturnType<typeof createDomainReportRepository>;
