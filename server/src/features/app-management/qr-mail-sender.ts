import type { Db } from '../../db/open-db.js';
import { LINK_WITHHELD } from '../../integrations/mail/mail-queue.js';
import { mailProblemOf } from '../../integrations/mail/mail-problem.js';
import { DELIVERY_DEADLINE_MS, recordFailedMail, type Mail, type Mailer } from '../../integrations/mail/mailer.js';
import type { BackgroundWorker, RetryPolicy } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import { hashToken } from '../../lib/secrets.js';
import { newQrToken, qrPng, qrTextOf } from './qr-code.js';
import { qrMailOf } from './qr-mail-content.js';
import type { ClaimedMail, Outcome, QrMailQueueRepository } from './qr-mail-queue.repository.js';
import type { QrTokensRepository } from './qr-tokens.repository.js';

/**
 * Mails in hand per mail-server connection: while one is handed over, the next is prepared (link
 * issued, QR code drawn, mail written), so a connection seldom waits on the database.
 */
const MAILS_PREPARED_PER_CONNECTION = 2;
/** Mails taken per statement, in hands' worth: one claim stands for a dozen or more mails. */
const HANDS_PER_CLAIM = 2;
/** How often an idle sender looks for mails other processes queued, or retries that fell due. */
const POLL_MS = 1_000;
/**
 * How long a sender holds the mails it took: longer than any of them can take (its turn at the mail
 * server, then the delivery deadline). A process that dies leaves its mails to others after this.
 */
const LEASE_SECONDS = Math.ceil((4 * DELIVERY_DEADLINE_MS) / 1000) + 60;
/** How long a stopping sender waits for the mails it has begun before the process goes on closing. */
const STOP_WAIT_MS = 10_000;

type Deps = {
  queue: QrMailQueueRepository;
  tokens: QrTokensRepository;
  mailer: Mailer;
  db: Db;
  log: Logger;
  /** Whether mail can leave at all (SMTP_URL): without it each mail is kept in the outbox, its link withheld. */
  smtp: boolean;
  publicUrl: string;
  retry: RetryPolicy;
  /** Connections to the mail server (MAIL_CONCURRENCY). */
  connections: number;
};

const envelopeOf = (mail: ClaimedMail) => ({ to: mail.recipient, cloudId: mail.cloudId, reference: `qr:${mail.domain}:${mail.extension}` });
const contentOf = (mail: ClaimedMail, link: string) => qrMailOf({ subject: mail.subject, body: mail.body, link, firstName: mail.firstName, lastName: mail.lastName });
const withheld = (mail: ClaimedMail): Mail => ({ ...envelopeOf(mail), ...contentOf(mail, LINK_WITHHELD) });

/**
 * Sends QR e-mails (document 4 §2) from their delivery rows, which are their queue: no job per mail.
 * Each process takes the next due mails a dozen at a time and keeps `connections` × 2 in hand. Each
 * attempt issues a new one-time token (revoking the user's older unused ones), draws its QR code and
 * hands the mail over; only the token's hash is stored, and a failed attempt revokes its token. The
 * expiry is the one the sender was told, so a retry does not lengthen it. A failure is retried with
 * back-off (MAIL_RETRY_LIMIT), then given up on and recorded in the outbox; each outcome is written
 * to the mail's delivery row, which the console shows. Mails of a send to a few are taken first.
 */
export function createQrMailSender({ queue, tokens, mailer, db, log, smtp, publicUrl, retry, connections }: Deps): BackgroundWorker & { wake: () => void } {
  const inHand = connections * MAILS_PREPARED_PER_CONNECTION;
  const claimSize = inHand * HANDS_PER_CLAIM;
  const waiting: ClaimedMail[] = [];
  const begun = new Set<Promise<void>>();
  let running = false;
  /** The claim under way, if any: a stopping sender waits for it, to give back what it took. */
  let claiming: Promise<void> | undefined;
  /** The last claim found fewer mails than it asked for: look again when woken or at the next poll. */
  let drained = false;
  let poll: NodeJS.Timeout | undefined;

  async function send(mail: ClaimedMail): Promise<'sent' | 'kept'> {
    if (!smtp) {
      await mailer.send(withheld(mail));
      return 'kept';
    }
    const token = newQrToken();
    const tokenId = await tokens.issue(mail, hashToken(token), mail.expiresAt);
    try {
      const png = await qrPng(qrTextOf(mail.subscriberLogin, token, mail.cloudId));
      const attachment = { filename: 'qr-code.png', contentType: 'image/png', contentBase64: png.toString('base64'), cid: 'qr-code' };
      await mailer.send({ ...envelopeOf(mail), ...contentOf(mail, `${publicUrl}/qr/${token}`), attachments: [attachment] });
    } catch (error) {
      // This attempt's link may have reached no one; the next attempt sends a fresh one.
      await tokens.revoke(tokenId);
      throw error;
    }
    return 'sent';
  }

  const retryInSeconds = (attempt: number) => retry.retryDelaySeconds * (retry.backoff ? 2 ** (attempt - 1) : 1);

  /** How a failed attempt ends: tried again later, or given up on and recorded in the outbox. */
  async function failed(mail: ClaimedMail, error: unknown): Promise<Outcome> {
    const { message, detail } = mailProblemOf(error, mail.recipient);
    const outcome = { id: mail.id, attempt: mail.attempt, problem: message.id, detail };
    if (mail.attempt <= retry.retryLimit) {
      log.warn({ err: error, delivery: mail.id, attempt: mail.attempt }, 'QR e-mail not delivered, to be tried again');
      return { ...outcome, status: 'retrying', retryInSeconds: retryInSeconds(mail.attempt) };
    }
    log.error({ err: error, to: mail.recipient, delivery: mail.id }, 'mail not delivered, given up');
    await recordFailedMail(db, withheld(mail), error, smtp ? 'smtp' : 'outbox');
    return { ...outcome, status: 'failed' };
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    let outcome: Outcome;
    try {
      const how = await send(mail);
      outcome = { id: mail.id, attempt: mail.attempt, status: how, ...(how === 'kept' ? { problem: 'mailNotConfigured' } : {}) };
    } catch (error) {
      outcome = await failed(mail, error).catch((recordError: unknown) => {
        log.error({ err: recordError, delivery: mail.id }, 'mail failure not recorded');
        return { id: mail.id, attempt: mail.attempt, status: 'retrying' as const, retryInSeconds: retryInSeconds(mail.attempt) };
      });
    }
    // Not written, the mail stays held until its lease ends and is then sent again: said in the log.
    await queue.record(outcome).catch((error: unknown) => log.error({ err: error, delivery: mail.id }, 'mail status not recorded'));
  }

  /** Begins mails while hands are free, and takes more once fewer than a hand's worth wait. */
  function pump(): void {
    while (running && begun.size < inHand && waiting.length > 0) {
      const work = deliver(waiting.shift() as ClaimedMail).finally(() => {
        begun.delete(work);
        pump();
      });
      begun.add(work);
    }
    if (running && !claiming && !drained && waiting.length < inHand) claiming = refill();
  }

  async function refill(): Promise<void> {
    try {
      const taken = await queue.claim(claimSize, LEASE_SECONDS);
      drained = taken.length < claimSize;
      if (running) waiting.push(...taken);
      else await queue.release(taken);
    } catch (error) {
      log.error({ err: error }, 'QR e-mails not taken from the queue');
      drained = true;
    }
    claiming = undefined;
    pump();
  }

  function wake(): void {
    drained = false;
    pump();
  }

  return {
    name: 'qr-mail-sender',
    start() {
      running = true;
      poll = setInterval(wake, POLL_MS);
      poll.unref();
      wake();
    },
    /** Gives back what was taken but not begun, then waits a while for what was begun. */
    async stop() {
      running = false;
      clearInterval(poll);
      await claiming;
      await queue.release(waiting.splice(0)).catch((error: unknown) => log.error({ err: error }, 'QR e-mails not given back to the queue'));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([Promise.allSettled([...begun]), deadline]);
      clearTimeout(timer);
    },
    wake,
  };
}
