import type { Db } from '../../db/open-db.js';
import { LINK_WITHHELD } from '../../integrations/mail/mail-queue.js';
import { mailProblemOf } from '../../integrations/mail/mail-problem.js';
import { recordFailedMail, type Mail, type Mailer } from '../../integrations/mail/mailer.js';
import type { TenantTransport } from '../../integrations/mail/tenant-transports.js';
import type { BackgroundWorker, RetryPolicy } from '../../jobs/job-queue.js';
import { createLingeringWriter } from '../../lib/lingering-writer.js';
import type { Logger } from '../../lib/logger.js';
import { hashToken } from '../../lib/secrets.js';
import { newQrToken, qrPng, qrTextOf } from './qr-code.js';
import { qrMailOf } from './qr-mail-content.js';
import type { ClaimedMail, Outcome, QrMailQueueRepository } from './qr-mail-queue.repository.js';
import type { QrTokensRepository } from './qr-tokens.repository.js';

/**
 * Mails in hand per mail-server connection: while one is handed over, the next is prepared (QR code
 * drawn, mail written), so a connection seldom waits.
 */
const MAILS_PREPARED_PER_CONNECTION = 2;
/** Mails taken per claim, in hands' worth: one claim, and one statement of their links, per dozen or more mails. */
const HANDS_PER_CLAIM = 2;
/** How often an idle sender looks for mails other processes queued, or retries that fell due. */
const POLL_MS = 1_000;
/** How long outcomes wait to be written together: the console asks where a send stands every second or so. */
const OUTCOMES_LINGER_MS = 100;
/** Outcomes written in one statement at most: what a send's mails of that time amount to, a few claims' worth. */
const OUTCOMES_PER_WRITE = 64;
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
  /**
   * How long the sender holds the mails it took (QR_MAIL_LEASE_SECONDS): longer than any can take. A
   * process that dies leaves its mails to the others after this.
   */
  leaseSeconds: number;
  /** Told of each attempt's end, by status (the product's metrics). */
  counted?: (status: Outcome['status']) => void;
};

/** A mail taken, with what its attempt needs: its link's token (stored as a hash) and its tenant's mail server. */
type ReadyMail = ClaimedMail & { token?: { value: string; id: number }; tenant: Promise<TenantTransport | undefined> };

const envelopeOf = (mail: ClaimedMail) => ({ to: mail.recipient, cloudId: mail.cloudId, reference: `qr:${mail.domain}:${mail.extension}` });
const contentOf = (mail: ClaimedMail, link: string) => qrMailOf({ subject: mail.subject, body: mail.body, link, firstName: mail.firstName, lastName: mail.lastName });
const withheld = (mail: ClaimedMail): Mail => ({ ...envelopeOf(mail), ...contentOf(mail, LINK_WITHHELD) });

/**
 * Sends QR e-mails (document 4 §2) from their delivery rows, which are their queue: no job per mail.
 * Each process takes the next due mails a dozen at a time, issues their one-time tokens in one
 * statement (revoking each user's older unused ones; only hashes are stored), looks up their
 * tenants' mail servers once, and keeps `connections` × 2 mails in hand, each with its QR code drawn
 * and handed over. A failed attempt revokes its token; it is retried with back-off
 * (MAIL_RETRY_LIMIT), then given up on and recorded in the outbox. The expiry is the one the sender
 * was told, so a retry does not lengthen it. Outcomes, which the console shows, are written a batch
 * at a time with the outbox's record of the mails sent. Mails of a send to a few are taken first.
 */
export function createQrMailSender({ queue, tokens, mailer, db, log, smtp, publicUrl, retry, connections, leaseSeconds, counted }: Deps): BackgroundWorker & { wake: () => void } {
  const inHand = connections * MAILS_PREPARED_PER_CONNECTION;
  const claimSize = inHand * HANDS_PER_CLAIM;
  const waiting: ReadyMail[] = [];
  const begun = new Set<Promise<void>>();
  let running = false;
  /** The claim under way, if any: a stopping sender waits for it, to give back what it took. */
  let claiming: Promise<void> | undefined;
  /** The last claim found fewer mails than it asked for: look again when woken or at the next poll. */
  let drained = false;
  let poll: NodeJS.Timeout | undefined;
  // Not written, a mail stays held until its lease ends and is then sent again: said in the log.
  const outcomes = createLingeringWriter<Outcome>((batch) => queue.record(batch), {
    maxItems: OUTCOMES_PER_WRITE,
    lingerMs: OUTCOMES_LINGER_MS,
    onError: (error, batch) => log.error({ err: error, deliveries: batch.map((outcome) => outcome.id) }, 'mail status not recorded'),
  });

  /** The links of the mails taken, in one statement, and each tenant's mail server, read once. */
  async function ready(taken: ClaimedMail[]): Promise<ReadyMail[]> {
    const servers = new Map<string, Promise<TenantTransport | undefined>>();
    const tenantOf = (cloudId: string) => {
      let server = servers.get(cloudId);
      if (!server) {
        server = mailer.tenantOf(cloudId);
        // Its error is the error of each of the tenant's mails, met when each is sent.
        server.catch(() => {});
        servers.set(cloudId, server);
      }
      return server;
    };
    if (!smtp) return taken.map((mail) => ({ ...mail, tenant: Promise.resolve(undefined) }));
    const values = taken.map(() => newQrToken());
    const ids = await tokens.issueAll(taken.map((mail, index) => ({ user: mail, tokenHash: hashToken(values[index] as string), expiresAt: mail.expiresAt })));
    return taken.map((mail, index) => {
      const value = values[index] as string;
      return { ...mail, token: { value, id: ids.get(hashToken(value)) as number }, tenant: tenantOf(mail.cloudId) };
    });
  }

  /** Hands the mail over; answers what the outbox records of it once sent. */
  async function send(mail: ReadyMail): Promise<Mail | 'kept'> {
    if (!mail.token) {
      await mailer.send(withheld(mail));
      return 'kept';
    }
    try {
      const png = await qrPng(qrTextOf(mail.subscriberLogin, mail.token.value, mail.cloudId));
      const attachment = { filename: 'qr-code.png', contentType: 'image/png', contentBase64: png.toString('base64'), cid: 'qr-code' };
      const content = contentOf(mail, `${publicUrl}/qr/${mail.token.value}`);
      await mailer.send({ ...envelopeOf(mail), ...content, attachments: [attachment] }, { via: { tenant: await mail.tenant }, recordSent: false });
      // The outbox's record: a template may put the link in the subject too, which only the mail may hold.
      return { ...envelopeOf(mail), subject: contentOf(mail, LINK_WITHHELD).subject, text: '' };
    } catch (error) {
      // This attempt's link may have reached no one; the next attempt sends a fresh one.
      await tokens.revoke(mail.token.id);
      throw error;
    }
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

  async function deliver(mail: ReadyMail): Promise<void> {
    let outcome: Outcome;
    try {
      const sent = await send(mail);
      const { id, attempt } = mail;
      outcome = sent === 'kept' ? { id, attempt, status: 'kept', problem: 'mailNotConfigured' } : { id, attempt, status: 'sent', delivered: sent };
    } catch (error) {
      outcome = await failed(mail, error).catch((recordError: unknown): Outcome => {
        log.error({ err: recordError, delivery: mail.id }, 'mail failure not recorded');
        return { id: mail.id, attempt: mail.attempt, status: 'retrying', retryInSeconds: retryInSeconds(mail.attempt) };
      });
    }
    counted?.(outcome.status);
    outcomes.add(outcome);
  }

  /** Begins mails while hands are free, and takes more once fewer than a hand's worth wait. */
  function pump(): void {
    while (running && begun.size < inHand && waiting.length > 0) {
      const work = deliver(waiting.shift() as ReadyMail).finally(() => {
        begun.delete(work);
        pump();
      });
      begun.add(work);
    }
    if (running && !claiming && !drained && waiting.length < inHand) claiming = refill();
  }

  /** Gives back mails taken but not begun, and ends their links. */
  async function giveBack(mails: ReadyMail[]): Promise<void> {
    await queue.release(mails);
    await tokens.revokeAll(mails.flatMap((mail) => (mail.token ? [mail.token.id] : [])));
  }

  async function refill(): Promise<void> {
    try {
      const taken = await queue.claim(claimSize, leaseSeconds);
      drained = taken.length < claimSize;
      // Their links stored, or none: the claim is given back whole and tried again at the next poll.
      const readied = await ready(taken).catch(async (error: unknown) => {
        await queue.release(taken);
        throw error;
      });
      if (running) waiting.push(...readied);
      else await giveBack(readied);
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
    /** Gives back what was taken but not begun, waits a while for what was begun, and writes its outcomes. */
    async stop() {
      running = false;
      clearInterval(poll);
      await claiming;
      await giveBack(waiting.splice(0)).catch((error: unknown) => log.error({ err: error }, 'QR e-mails not given back to the queue'));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([Promise.allSettled([...begun]), deadline]);
      clearTimeout(timer);
      await outcomes.flush();
    },
    wake,
  };
}
