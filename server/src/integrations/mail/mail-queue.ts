import type { Db } from '../../db/open-db.js';
import type { JobQueue, RetryPolicy } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import { recordFailedMail, type Mail, type MailAttachment, type Mailer } from './mailer.js';

export const MAIL_JOB = 'mail';

/** What stands for the link wherever a mail is kept or logged rather than delivered. */
export const LINK_WITHHELD = '[link withheld]';

/** Who a mail goes to and what it was about (`qr:<domain>:<extension>`, kept in the outbox). */
export type MailEnvelope = { to: string; cc?: string; cloudId?: string; reference?: string };

/** The link one attempt sends, already stored as a hash; `revoke` ends it when that attempt fails. */
export type IssuedLink = { link: string; attachments?: MailAttachment[]; revoke: () => Promise<void> };

/**
 * A kind of mail whose link grants access (a QR code, a password reset). Its job holds only what
 * writes the mail, never the link: the worker issues a fresh link for each attempt, when it sends.
 */
export type LinkMailKind<T extends object> = {
  name: string;
  issue: (data: T) => Promise<IssuedLink>;
  /** The mail around its link; given LINK_WITHHELD for what is kept in the outbox or the log. */
  compose: (data: T, link: string) => { subject: string; text: string; html?: string };
};

export type SendLinkMail<T extends object> = (envelope: MailEnvelope, data: T) => Promise<void>;

export type MailQueue = {
  /** Registers a kind of mail, before the job queue starts; answers the function that queues one. */
  define: <T extends object>(kind: LinkMailKind<T>) => SendLinkMail<T>;
};

type MailJob = MailEnvelope & { kind: string; data: object };

type Deps = { jobs: JobQueue; delivery: Mailer; db: Db; log: Logger; retry: RetryPolicy; smtp: boolean };

const envelopeOf = ({ to, cc, cloudId, reference }: MailJob): MailEnvelope => ({ to, ...(cc ? { cc } : {}), ...(cloudId ? { cloudId } : {}), ...(reference ? { reference } : {}) });

/**
 * Mail leaves through the job queue: the caller only waits for the job to be stored, a delivery that
 * fails (SMTP down, refused) is retried with back-off by whichever process fetches it, and a mail
 * given up on is recorded in the outbox as failed. A token or link that grants access is stored only
 * as a hash (not in the job, the outbox or the log): each attempt issues its own and revokes it when
 * it fails. Without SMTP nothing is delivered, so no link is issued: the outbox keeps the mail with
 * LINK_WITHHELD in its place.
 */
export function createMailQueue({ jobs, delivery, db, log, retry, smtp }: Deps): MailQueue {
  const kinds = new Map<string, LinkMailKind<object>>();
  const kindOf = (job: MailJob) => {
    const kind = kinds.get(job.kind);
    if (!kind) throw new Error(`No mail of the kind ${String(job.kind)}`);
    return kind;
  };
  const withheld = (job: MailJob): Mail => ({ ...envelopeOf(job), ...kindOf(job).compose(job.data, LINK_WITHHELD) });

  async function deliver(job: MailJob): Promise<void> {
    const kind = kindOf(job);
    if (!smtp) return delivery.send(withheld(job));
    const issued = await kind.issue(job.data);
    try {
      await delivery.send({ ...envelopeOf(job), ...kind.compose(job.data, issued.link), ...(issued.attachments ? { attachments: issued.attachments } : {}) });
    } catch (error) {
      // This attempt's link may have reached no one; the next attempt sends a fresh one.
      await issued.revoke();
      throw error;
    }
  }

  jobs.define<MailJob>({
    name: MAIL_JOB,
    retry,
    run: deliver,
    async onGaveUp(job, error) {
      const mail = kinds.has(job.kind) ? withheld(job) : { ...envelopeOf(job), subject: '', text: '' };
      log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not delivered, given up');
      await recordFailedMail(db, mail, error, smtp ? 'smtp' : 'outbox');
    },
  });

  return {
    define<T extends object>(kind: LinkMailKind<T>): SendLinkMail<T> {
      if (kinds.has(kind.name)) throw new Error(`The mail kind ${kind.name} is defined twice`);
      kinds.set(kind.name, kind as LinkMailKind<object>);
      return (envelope, data) => jobs.send<MailJob>(MAIL_JOB, { ...envelope, kind: kind.name, data });
    },
  };
}
