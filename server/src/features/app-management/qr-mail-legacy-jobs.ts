import type { MailQueue } from '../../integrations/mail/mail-queue.js';
import type { JobQueue } from '../../jobs/job-queue.js';

/**
 * Jobs that versions before the QR e-mail senders (migration 0019) may have left in the queue: a mail
 * job per QR e-mail, and a send's fan-out job that queued them. Their mails are still queued in their
 * delivery rows, which the senders now work (qr-mail-sender.ts), so these jobs end doing nothing
 * rather than failing as jobs of an unknown kind, or sending a mail twice.
 */
export function defineLegacyQrMailJobs(jobs: JobQueue, mails: MailQueue): void {
  mails.define<object>({ name: 'qr-code', due: async () => false, compose: () => ({ subject: '', text: '' }) });
  jobs.define<object>({ name: 'qr-mail-fan-out', retry: { retryLimit: 0, retryDelaySeconds: 1, backoff: false }, run: async () => {} });
}
