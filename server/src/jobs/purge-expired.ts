import { IDEMPOTENCY_KEY_HOURS } from '@mamt/contract';
import type { RequestBudgets } from '../integrations/netsapiens/request-budget.js';
import type { Throttle } from '../lib/login-throttle.js';
import type { Logger } from '../lib/logger.js';
import type { JobQueue } from './job-queue.js';

export const PURGE_EXPIRED_JOB = 'purge-expired';

const DAY_MS = 24 * 60 * 60_000;

type Deps = {
  jobs: JobQueue;
  /** Sessions idle since `idleSince` or expired by `now`, and spent reset links (auth.repository.ts). */
  authRepo: { purgeExpired: (now: Date, idleSince: Date) => Promise<{ sessions: number; resets: number }> };
  throttle: Throttle;
  budgets: RequestBudgets;
  /** The kept answers of idempotency keys started before `before` (rpc/idempotency.ts). */
  idempotency: { purge: (before: Date) => Promise<number> };
  log: Logger;
  everySeconds: number;
  sessionIdleMinutes: number;
  /** Sends of QR e-mails older than `keepDays` go, with the status of each mail. */
  qrMailRuns: { purge: (before: Date) => Promise<number>; keepDays: number };
};

/**
 * Sessions nobody can use any more, spent reset links, old throttle counters, request budgets, the kept
 * answers of idempotency keys and old sends of QR e-mails would otherwise pile up for ever; one process
 * purges them once per period.
 */
export function schedulePurgeExpired({ jobs, authRepo, throttle, budgets, idempotency, log, everySeconds, sessionIdleMinutes, qrMailRuns }: Deps): void {
  jobs.every({
    name: PURGE_EXPIRED_JOB,
    everySeconds,
    async run() {
      const now = new Date();
      const purged = await authRepo.purgeExpired(now, new Date(now.getTime() - sessionIdleMinutes * 60_000));
      const counters = await throttle.purge(new Date(now.getTime() - DAY_MS));
      const budgetRows = await budgets.purge();
      const idempotentRequests = await idempotency.purge(new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 60 * 60_000));
      const qrMailSends = await qrMailRuns.purge(new Date(now.getTime() - qrMailRuns.keepDays * DAY_MS));
      log.info({ job: PURGE_EXPIRED_JOB, ...purged, throttleCounters: counters, budgetRows, idempotentRequests, qrMailSends }, 'expired sessions and reset links purged');
    },
  });
}
