import type { Logger } from '../lib/logger.js';
import type { JobQueue } from './job-queue.js';

export const PURGE_EXPIRED_JOB = 'purge-expired';

/** Removes what has expired before `now`; answers how many rows went (by kind when it removes more than one). */
export type Purge = (now: Date) => Promise<number | Record<string, number>>;

type Deps = { jobs: JobQueue; log: Logger; everySeconds: number; purges: Record<string, Purge> };

/**
 * Sessions nobody can use any more, spent reset links, old throttle counters, request budgets, the kept
 * answers of idempotency keys and old sends of QR e-mails would otherwise pile up for ever; one process
 * runs every area's purges once per period and logs what each removed.
 */
export function schedulePurgeExpired({ jobs, log, everySeconds, purges }: Deps): void {
  jobs.every({
    name: PURGE_EXPIRED_JOB,
    everySeconds,
    async run() {
      const now = new Date();
      const removed: Record<string, number> = {};
      for (const [name, purge] of Object.entries(purges)) {
        const count = await purge(now);
        if (typeof count === 'number') removed[name] = count;
        else Object.assign(removed, count);
      }
      log.info({ job: PURGE_EXPIRED_JOB, ...removed }, 'expired sessions and reset links purged');
    },
  });
}
