import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { provisioningLogins } from '../../db/schema.js';

export type LoginKey = { cloudId: string; loginUser: string };
export type FailurePolicy = { maxFailures: number; windowMinutes: number };

/** A login's row; given placeholders, the same condition for a prepared statement. */
const ofLogin = ({ cloudId, loginUser }: LoginKey | Record<keyof LoginKey, Placeholder>) =>
  and(eq(provisioningLogins.cloudId, cloudId), eq(provisioningLogins.loginUser, loginUser));

/** Failed provisioning attempts per app login and the blocks they lead to (document 4 §3.2-3). */
export function createProvisioningLoginsRepository(db: Db) {
  // Read by every re-provision: prepared once (see provisioning.queries.ts).
  const findQuery = db
    .select()
    .from(provisioningLogins)
    .where(ofLogin({ cloudId: sql.placeholder('cloudId'), loginUser: sql.placeholder('loginUser') }))
    .limit(1)
    .prepare('provisioning_login');
  return {
    async find(key: LoginKey) {
      const [row] = await findQuery.execute(key);
      return row;
    },

    /**
     * Counts one failure in one statement, so concurrent failures are all counted: a window older
     * than the policy's starts again at 1, and reaching the limit sets the block's time.
     */
    async recordFailure(key: LoginKey, { maxFailures, windowMinutes }: FailurePolicy): Promise<{ failures: number; blocked: boolean }> {
      const inWindow = sql`${provisioningLogins.windowStartedAt} > now() - make_interval(secs => ${windowMinutes * 60})`;
      const failures = sql`case when ${inWindow} then ${provisioningLogins.failures} + 1 else 1 end`;
      const [row] = await db
        .insert(provisioningLogins)
        .values({ ...key, failures: 1, windowStartedAt: sql`now()`, blockedAt: maxFailures <= 1 ? sql`now()` : null })
        .onConflictDoUpdate({
          target: [provisioningLogins.cloudId, provisioningLogins.loginUser],
          set: {
            failures,
            windowStartedAt: sql`case when ${inWindow} then ${provisioningLogins.windowStartedAt} else now() end`,
            blockedAt: sql`coalesce(${provisioningLogins.blockedAt}, case when ${failures} >= ${maxFailures} then now() end)`,
          },
        })
        .returning({ failures: provisioningLogins.failures, blockedAt: provisioningLogins.blockedAt });
      if (!row) throw new Error('the failure upsert returned no row');
      return { failures: row.failures, blocked: row.blockedAt !== null };
    },

    /** A successful provisioning forgets the failures of a login that is not blocked. */
    async clearFailures(key: LoginKey): Promise<void> {
      await db.delete(provisioningLogins).where(and(ofLogin(key), isNull(provisioningLogins.blockedAt)));
    },
  };
}

export type ProvisioningLoginsRepository = ReturnType<typeof createProvisioningLoginsRepository>;
