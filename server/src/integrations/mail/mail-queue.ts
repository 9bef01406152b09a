import type { Db } from '../../db/open-db.js';
import type { JobQueue, RetryPolicy } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import { recordFailedMail, type Mail, type Mailer } from './mailer.js';

export const MAIL_JOB = 'mail';

type Deps = { jobs: JobQueue; delivery: Mailer; db: Db; log: Logger; retry: RetryPolicy; smtp: boolean };

/**
 * Mail leaves through the job queue: the caller only waits for the job to be stored, a delivery that
 * fails (SMTP down, refused) is retried with back-off by whichever process fetches it, and a mail
 * given up on is recorded in the outbox as failed.
 */
export function createQueuedMailer({ jobs, delivery, db, log, retry, smtp }: Deps): Mailer {
  jobs.define<Mail>({
    name: MAIL_JOB,
    retry,
    run: (mail) => delivery.send(mail),
    async onGaveUp(mail, error) {
      log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not delivered, given up');
      await recordFailedMail(db, mail, error, smtp ? 'smtp' : 'outbox');
    },
  });
  return { send: (mail) => jobs.send(MAIL_JOB, mail) };
}
