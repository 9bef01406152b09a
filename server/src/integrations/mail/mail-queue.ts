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
 * A kind of mail. One whose link grants access (a QR code, a password reset) has `issue`: its job
 * holds only what writes the mail, never the link, and the worker issues a fresh link for each
 * attempt, when it sends. A mail without `issue` carries no link (a notice).
 */
export type MailKind<T extends object> = {
  name: string;
  /** Whether the mail is still to be sent, asked before anything else (false: the job ends sending nothing). */
  due?: (data: T) => Promise<boolean>;
  issue?: (data: T) => Promise<IssuedLink>;
  /** The mail around its link; given LINK_WITHHELD for what is kept in the outbox or the log. */
  compose: (data: T, link: string) => { subject: string; text: string; html?: string };
};

/** `within`: the transaction that stores the mail with what it is about; call the queue's `wake` once it commits. */
export type QueueOptions = { within?: Db };
export type SendLinkMail<T extends object> = (envelope: MailEnvelope, data: T, options?: QueueOptions) => Promise<void>;

export type MailQueue = {
  /** Registers a kind of mail, before the job queue starts; answers the function that queues one. */
  define: <T extends object>(kind: MailKind<T>) => SendLinkMail<T>;
  /** Tells this process's mail workers of mails stored in a transaction that has committed. */
  wake: () => void;
};

type MailJob = MailEnvelope & { kind: string; data: object };

/** `concurrency` workers (job-queue.ts). */
type Deps = { jobs: JobQueue; delivery: Mailer; db: Db; log: Logger; retry: RetryPolicy; smtp: boolean; concurrency?: number };

const envelopeOf = ({ to, cc, cloudId, reference }: MailJob): MailEnvelope => ({ to, ...(cc ? { cc } : {}), ...(cloudId ? { cloudId } : {}), ...(reference ? { reference } : {}) });

/**
 * Mail leaves through the job queue: the caller only waits for the job to be stored, a delivery that
 * fails (SMTP down, refused) is retried with back-off by whichever process fetches it, and a mail
 * given up on is recorded in the outbox as failed. A token or link that grants access is stored only
 * as a hash (not in the job, the outbox or the log): each attempt issues its own and revokes it when
 * it fails. Without SMTP nothing is delivered, so no link is issued: the outbox keeps the mail with
 * LINK_WITHHELD in its place.
 */
export function createMailQueue({ jobs, delivery, db, log, retry, smtp, concurrency = 1 }: Deps): MailQueue {
  const kinds = new Map<string, MailKind<object>>();
  const kindOf = (job: MailJob) => {
    const kind = kinds.get(job.kind);
    if (!kind) throw new Error(`No mail of the kind ${String(job.kind)}`);
    return kind;
  };
  const withheld = (job: MailJob): Mail => ({ ...envelopeOf(job), ...kindOf(job).compose(job.data, LINK_WITHHELD) });

  async function send(kind: MailKind<object>, job: MailJob): Promise<'sent' | 'kept'> {
    if (!smtp) {
      await delivery.send(kind.issue ? withheld(job) : { ...envelopeOf(job), ...kind.compose(job.data, '') });
      return 'kept';
    }
    if (!kind.issue) {
      await delivery.send({ ...envelopeOf(job), ...kind.compose(job.data, '') });
      return 'sent';
    }
    const issued = await kind.issue(job.data);
    try {
      await delivery.send({ ...envelopeOf(job), ...kind.compose(job.data, issued.link), ...(issued.attachments ? { attachments: issued.attachments } : {}) });
    } catch (error) {
      // This attempt's link may have reached no one; the next attempt sends a fresh one.
      await issued.revoke();
      throw error;
    }
    return 'sent';
  }

  async function deliver(job: MailJob): Promise<void> {
    const kind = kindOf(job);
    if (kind.due && !(await kind.due(job.data))) return;
    await send(kind, job);
  }

  jobs.define<MailJob>({
    name: MAIL_JOB,
    retry,
    concurrency,
    run: deliver,
    async onGaveUp(job, error) {
      const kind = kinds.get(job.kind);
      const mail = kind ? withheld(job) : { ...envelopeOf(job), subject: '', text: '' };
      log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not delivered, given up');
      await recordFailedMail(db, mail, error, smtp ? 'smtp' : 'outbox');
    },
  });

  function register<T extends object>(kind: MailKind<T>): void {
    if (kinds.has(kind.name)) throw new Error(`The mail kind ${kind.name} is defined twice`);
    kinds.set(kind.name, kind as unknown as MailKind<object>);
  }

  return {
    define<T extends object>(kind: MailKind<T>): SendLinkMail<T> {
      register(kind);
      return (envelope, data, { within } = {}) => jobs.send<MailJob>(MAIL_JOB, { ...envelope, kind: kind.name, data }, { within });
    },
    wake: () => jobs.wake(MAIL_JOB),
  };
}
