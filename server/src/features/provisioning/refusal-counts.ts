import { MESSAGES, type RefusalReason } from '@mamt/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../lib/app-error.js';
import { createBatcher, createPendingBatches } from '../../lib/batcher.js';
import type { Logger } from '../../lib/logger.js';

/** Which of the Fleet chart's reasons a provisioning refusal is, from the error the app was answered. */
export function refusalReasonOf(error: unknown): RefusalReason {
  if (!(error instanceof AppError)) return 'platform';
  if (error.code === 'LOCKED') return 'blocked';
  if (error.detail.id === MESSAGES.provisioningUnknownCloud.id) return 'not-allowed';
  if (error.detail.id === MESSAGES.provisioningWrongCredentials.id) return 'credentials';
  if (error.detail.id === MESSAGES.provisioningNotAllowed.id) return 'not-allowed';
  if (error.detail.id === MESSAGES.provisioningDeviceLimit.id) return 'device-limit';
  return 'platform';
}

type Refusal = { cloudId: string; reason: RefusalReason };

/**
 * The provisioning refusals of each tenant per day, for the Fleet's chart. Counted only once the
 * tenant is known (a stranger's made-up cloud id adds no row), and written as a group commit
 * (lib/batcher.ts): a storm of refusals costs one upsert per batch, not one per request. The refusal's
 * answer does not wait for it; a failed write is logged and loses only chart counts.
 */
export function createRefusalCounts(db: Db, log: Logger) {
  const write = createBatcher(async (refusals: Refusal[]): Promise<void> => {
    const counts = new Map<string, { cloudId: string; reason: RefusalReason; refusals: number }>();
    for (const { cloudId, reason } of refusals) {
      const key = `${cloudId}\u0000${reason}`;
      const known = counts.get(key) ?? { cloudId, reason, refusals: 0 };
      known.refusals += 1;
      counts.set(key, known);
    }
    try {
      await db.execute(sql`
        insert into provisioning_refusals (cloud_id, day, reason, refusals)
        select r."cloudId", (now() at time zone 'utc')::date, r."reason", r."refusals"
        from json_to_recordset(${JSON.stringify([...counts.values()])}::json) as r("cloudId" text, "reason" text, "refusals" integer)
        join subscribers s on s.cloud_id = r."cloudId"
        on conflict (cloud_id, day, reason) do update set refusals = provisioning_refusals.refusals + excluded.refusals`);
    } catch (error) {
      log.error({ err: error, refusals: refusals.length }, 'provisioning: could not count refusals');
    }
  });
  const pending = createPendingBatches();

  return {
    /** Counts one refusal of a known tenant; resolves once written (nobody needs to wait). */
    count(cloudId: string, error: unknown): Promise<void> {
      const written = write({ cloudId, reason: refusalReasonOf(error) });
      return pending.track(written);
    },
    settled: pending.settled,
  };
}

export type RefusalCounts = ReturnType<typeof createRefusalCounts>;
