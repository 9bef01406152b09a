import type { Db } from '../../db/open-db.js';
import type { Attempt, JobQueue, RetryPolicy } from '../../jobs/job-queue.js';
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
 * Told where each mail of a kind stands, as it happens (a QR e-mail's status in the console).
 * `kept`: without SMTP the mail stayed in the outbox and reached no one.
 */
export type MailTracker<T> = {
  delivered: (data: T, how: 'sent' | 'kept', attempt: Attempt) => Promise<void>;
  retrying: (data: T, error: unknown, attempt: Attempt) => Promise<void>;
  failed: (data: T, error: unknown, attempt: Attempt) => Promise<void>;
};

/**
 * A kind of mail. One whose link grants access (a QR code, a password reset) has `issue`: its job
 * holds only what writes the mail, never the link, and the worker issues a fresh link for each
 * attempt, when it sends. A mail without `issue` carries no link (a notice).
 */
export type MailKind<T extends object> = {
  name: string;
  /**
   * Fills in what the job holds only by reference (a send's template, which thousands of jobs share),
   * before anything else reads the data.
   */
  prepare?: (data: T) => Promise<T>;
  /**
   * Whether the mail is still to be sent, asked before anything else: a mail queued twice (a piece of
   * a send queued again after a restart) finds itself sent already and sends nothing. Cheap: it is
   * asked of every mail.
   */
  due?: (data: T) => Promise<boolean>;
  issue?: (data: T) => Promise<IssuedLink>;
  /** The mail around its link; given LINK_WITHHELD for what is kept in the outbox or the log. */
  compose: (data: T, link: string) => { subject: string; text: string; html?: string };
  track?: MailTracker<T>;
};

/** `within`: the transaction that stores the mail with what it is about; call the queue's `wake` once it commits. */
export type QueueOptions = { within?: Db };
export type SendLinkMail<T extends object> = (envelope: MailEnvelope, data: T, options?: QueueOptions) => Promise<void>;
/**
 * Queues many mails of one kind in one statement. A mail's `key` names it: queued again while the
 * first is still in the queue, it is not stored twice. `sendSize`: how many mails the whole send has
 * when these are a piece of it, which is what sets their priority.
 */
export type SendManyMails<T extends object> = (mails: Array<{ envelope: MailEnvelope; data: T; key?: string }>, options?: QueueOptions & { sendSize?: number }) => Promise<void>;

export type MailQueue = {
  /** Registers a kind of mail, before the job queue starts; answers the function that queues one. */
  define: <T extends object>(kind: MailKind<T>) => SendLinkMail<T>;
  /** The same for a kind sent to many at once. */
  defineBulk: <T extends object>(kind: MailKind<T>) => SendManyMails<T>;
  /** Tells this process's mail workers of mails stored in a transaction that has committed. */
  wake: () => void;
};

type MailJob = MailEnvelope & { kind: string; data: object; key?: string };

/**
 * A mail to one person (a password reset, a QR e-mail to a few users) is worked before the mails of a
 * send to many: a company's send to thousands must not hold back another's reset link for a minute.
 */
const PERSONAL = 1;
const BULK = 0;
/** A send to at most this many is as prompt as a single mail. */
export const PERSONAL_SEND_MAX = 20;

/** `concurrency` workers, each with `batch` mails in hand (job-queue.ts). */
type Deps = { jobs: JobQueue; delivery: Mailer; db: Db; log: Logger; retry: RetryPolicy; smtp: boolean; concurrency?: number; batch?: number };

const envelopeOf = ({ to, cc, cloudId, reference }: MailJob): MailEnvelope => ({ to, ...(cc ? { cc } : {}), ...(cloudId ? { cloudId } : {}), ...(reference ? { reference } : {}) });

/**
 * Mail leaves through the job queue: the caller only waits for the job to be stored, a delivery that
 * fails (SMTP down, refused) is retried with back-off by whichever process fetches it, and a mail
 * given up on is recorded in the outbox as failed. A token or link that grants access is stored only
 * as a hash (not in the job, the outbox or the log): each attempt issues its own and revokes it when
 * it fails. Without SMTP nothing is delivered, so no link is issued: the outbox keeps the mail with
 * LINK_WITHHELD in its place.
 */
export function createMailQueue({ jobs, delivery, db, log, retry, smtp, concurrency = 1, batch = 1 }: Deps): MailQueue {
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

  /** A status that could not be written must not fail the job: a retry would send the mail twice. */
  const noted = (kind: MailKind<object>, update: Promise<void> | undefined) =>
    update?.catch((error: unknown) => log.error({ err: error, kind: kind.name }, 'mail status not recorded'));

  const prepared = async (job: MailJob): Promise<MailJob> => {
    const prepare = kinds.get(job.kind)?.prepare;
    return prepare ? { ...job, data: await prepare(job.data) } : job;
  };

  async function deliver(stored: MailJob, attempt: Attempt): Promise<void> {
    const due = kinds.get(stored.kind)?.due;
    if (due && !(await due(stored.data))) return;
    const job = await prepared(stored);
    const kind = kindOf(job);
    const how = await send(kind, job);
    await noted(kind, kind.track?.delivered(job.data, how, attempt));
  }

  jobs.define<MailJob>({
    name: MAIL_JOB,
    retry,
    concurrency,
    batch,
    run: deliver,
    async onRetrying(job, error, attempt) {
      await kinds.get(job.kind)?.track?.retrying(job.data, error, attempt);
    },
    async onGaveUp(stored, error, attempt) {
      const job = await prepared(stored).catch(() => stored);
      const kind = kinds.get(job.kind);
      const mail = kind ? withheld(job) : { ...envelopeOf(job), subject: '', text: '' };
      log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not delivered, given up');
      await recordFailedMail(db, mail, error, smtp ? 'smtp' : 'outbox');
      await kind?.track?.failed(job.data, error, attempt);
    },
  });

  function register<T extends object>(kind: MailKind<T>): void {
    if (kinds.has(kind.name)) throw new Error(`The mail kind ${kind.name} is defined twice`);
    kinds.set(kind.name, kind as unknown as MailKind<object>);
  }

  return {
    define<T extends object>(kind: MailKind<T>): SendLinkMail<T> {
      register(kind);
      return (envelope, data, { within } = {}) => jobs.send<MailJob>(MAIL_JOB, { ...envelope, kind: kind.name, data }, { priority: PERSONAL, within });
    },
    defineBulk<T extends object>(kind: MailKind<T>): SendManyMails<T> {
      register(kind);
      return (mails, { within, sendSize = mails.length } = {}) =>
        jobs.sendMany<MailJob>(
          MAIL_JOB,
          mails.map(({ envelope, data, key }) => ({ ...envelope, kind: kind.name, data, ...(key ? { key } : {}) })),
          { priority: sendSize > PERSONAL_SEND_MAX ? BULK : PERSONAL, within, keyOf: (job) => job.key },
        );
    },
    wake: () => jobs.wake(MAIL_JOB),
  };
}
