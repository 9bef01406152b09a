import { MESSAGES, MESSAGE_TEXTS, QR_FAILURES_SHOWN, formatMessage, isMessageId, messageAnswer, type Message, type QrDeliveryStatus } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/durations.js';
import type { Logger } from '../../lib/logger.js';
import type { DeliveryRow, NewDelivery, QrMailRunsRepository } from './qr-mail-runs.repository.js';
import { qrNoticeOf, type SendQrNotice } from './qr-notice-kind.js';

/** Who sends: their name for the record and the notice, and whether they may mail any address (mayMailQrAnywhere). */
export type QrSender = { userId: number | null; name: string; anyAddress: boolean; isProvider: boolean };

export type QrTemplate = { subject: string; body: string };

type Deps = {
  runs: QrMailRunsRepository;
  gateway: NetsapiensGateway;
  /**
   * How the mails go: the Cc's notice, whether mail can leave at all (SMTP_URL is set: without a
   * server every mail is kept in the outbox), and the senders that take the users' mails from their
   * deliveries (qr-mail-sender.ts), woken once a send is stored.
   */
  mail: { notice: SendQrNotice; server: boolean; wake: () => void };
  log: Logger;
  tokenDays: number;
};

const FIELDS = 'domain,email,first_name,last_name,subscriber_login,user';
const RECENT_RUNS = 5;

type RunRow = NonNullable<Awaited<ReturnType<QrMailRunsRepository['findRun']>>>;

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
const problemAnswer = (message: Message) => ({
  message: message.text,
  message_id: message.id,
  ...(message.params ? { params: Object.fromEntries(Object.entries(message.params).map(([key, value]) => [key, String(value)])) } : {}),
});

/** A chosen user who was not sent the mail, and why. */
type Skipped = { extension: string; message: Message };
const skippedAnswer = ({ extension, message }: Skipped) => ({ extension, problem: problemAnswer(message) });

/** A stored problem id as the message it is; the one value any of them takes is the recipient. */
function problemMessageOf(row: { problem: string | null; recipient: string }): Message | undefined {
  if (!row.problem || !isMessageId(row.problem)) return undefined;
  const text: string = MESSAGE_TEXTS[row.problem];
  return text.includes('{email}') ? { id: row.problem, text: text.replaceAll('{email}', row.recipient), params: { email: row.recipient } } : { id: row.problem, text };
}

function deliveryAnswer(row: DeliveryRow, isProvider: boolean) {
  const problem = problemMessageOf(row);
  return {
    id: row.id,
    extension: row.extension,
    name: nameOf(row),
    recipient: row.recipient,
    status: row.status as QrDeliveryStatus,
    attempts: row.attempts,
    ...(problem ? { problem: problemAnswer(problem) } : {}),
    // The mail server's own words may name the provider's hosts: its staff read them, tenants the plain words.
    ...(isProvider && row.problemDetail ? { detail: row.problemDetail } : {}),
    updated_at: row.updatedAt.toISOString(),
  };
}

function runAnswer(run: RunRow) {
  const total = Object.values(run.counts).reduce((sum, count) => sum + Number(count), 0);
  return { id: run.id, domain: run.domain, sent_by: run.sentByName, subject: run.subject, cc: run.cc ?? '', created_at: run.createdAt.toISOString(), total, counts: run.counts };
}

/**
 * A send to at most this many is as prompt as a single mail: its mails are taken before those of
 * sends to many, so that a company's send to thousands holds back no one's mail for a minute.
 */
const PROMPT_SEND_MAX = 20;
const priorityOf = (mails: number) => (mails <= PROMPT_SEND_MAX ? 1 : 0);

/**
 * Sends of QR e-mails (document 2 Send QR Code, at a large company's scale): one call stores a
 * delivery per user and answers at once; the deliveries are the mails' queue, which the senders of
 * every process work (qr-mail-sender.ts). Each mail's delivery row says where it stands (queued,
 * sent, failed in plain words…), a Cc gets a notice instead of the codes, and what was not delivered
 * can be sent again. The tokens themselves are issued when each mail is sent.
 */
export function createQrMailRunsService({ runs, gateway, mail, log, tokenDays }: Deps) {
  const expiryFromNow = () => new Date(Date.now() + tokenDays * DAY_MS);

  /** A notice to the Cc: a failure to queue it is logged, the users' mails go on. */
  async function notify(cc: string, domain: string, sender: QrSender, deliveries: NewDelivery[], at: Date): Promise<void> {
    if (cc === '') return;
    const notice = qrNoticeOf({ domain, senderName: sender.name, at, total: deliveries.length }, deliveries);
    await mail.notice({ to: cc }, notice).catch((error: unknown) =>
      log.error({ err: error, domain }, 'QR e-mail notice not queued'),
    );
  }

  const runOf = (cloudId: string, domain: string, sender: QrSender, template: QrTemplate & { cc: string }) => ({
    cloudId,
    domain,
    sentByUserId: sender.userId,
    sentByName: sender.name,
    subject: template.subject,
    body: template.body,
    cc: template.cc || null,
  });

  return {
    /**
     * Records a send of `deliveries`, whose mails are then queued, queues the Cc's notice, and
     * answers: the deliveries say "queued" from the start, and the mails follow within moments.
     */
    async start(cloudId: string, domain: string, sender: QrSender, template: QrTemplate & { cc: string }, deliveries: NewDelivery[]) {
      const expiresAt = expiryFromNow();
      const created = await runs.createRun(runOf(cloudId, domain, sender, template), deliveries, expiresAt, priorityOf(deliveries.length));
      mail.wake();
      await notify(template.cc, domain, sender, deliveries, created.createdAt);
      return { runId: created.runId, expiresAt };
    },

    /**
     * The QR e-mail to the chosen users of a domain, each at their own address on the platform (one
     * platform read, usually cached). Users without an address or gone from the domain are answered
     * as skipped; none left is the spec's "no user with email selected".
     */
    async sendMany(cloudId: string, domain: string, sender: QrSender, request: QrTemplate & { cc: string; extensions: string[] }) {
      if (!sender.anyAddress && request.cc.trim() !== '') throw new AppError('FORBIDDEN', MESSAGES.qrCcAdminsOnly, { cc: MESSAGES.qrCcAdminsOnly });
      const byExtension = new Map((await gateway.subscribers(cloudId, domain, FIELDS)).map((row) => [row.user ?? '', row]));
      const deliveries: NewDelivery[] = [];
      const skipped: Skipped[] = [];
      for (const extension of new Set(request.extensions)) {
        const row = byExtension.get(extension);
        const email = (row?.email ?? '').trim();
        if (!row) skipped.push({ extension, message: formatMessage(MESSAGES.extensionNotInDomain, { extension, domain }) });
        else if (email === '') skipped.push({ extension, message: MESSAGES.qrUserNoEmail });
        else {
          const subscriberLogin = row.subscriber_login || `${extension}@${domain}`;
          deliveries.push({ extension, subscriberLogin, firstName: row.first_name ?? '', lastName: row.last_name ?? '', recipient: email });
        }
      }
      if (deliveries.length === 0) throw fieldError('extensions', MESSAGES.qrMailNoUser);
      const { runId, expiresAt } = await this.start(cloudId, domain, sender, request, deliveries);
      return {
        ...messageAnswer(MESSAGES.savedSuccessfully),
        run_id: runId,
        queued: deliveries.length,
        skipped: skipped.map(skippedAnswer),
        mail_server: mail.server,
        expires_at: expiresAt.toISOString(),
      };
    },

    async run(cloudId: string, domain: string, runId: number, page: { statuses?: QrDeliveryStatus[]; page: number; pageSize: number }, isProvider: boolean) {
      const run = await runs.findRun(cloudId, domain, runId);
      if (!run) throw new AppError('NOT_FOUND', MESSAGES.qrRunNotFound);
      const statuses = page.statuses && page.statuses.length > 0 ? page.statuses : undefined;
      const { rows, total } = await runs.deliveriesOf(runId, statuses, (page.page - 1) * page.pageSize, page.pageSize);
      return { run: runAnswer(run), deliveries: { rows: rows.map((row) => deliveryAnswer(row, isProvider)), total } };
    },

    async recent(cloudId: string, domain: string) {
      return (await runs.recentRuns(cloudId, domain, RECENT_RUNS)).map(runAnswer);
    },

    /** The latest of the domain's undelivered QR e-mails, one per user, and how many there are in all. */
    async undelivered(cloudId: string, domain: string, isProvider: boolean) {
      const { rows, total } = await runs.undelivered(cloudId, domain, QR_FAILURES_SHOWN);
      const listed = rows.map((row) => {
        const answer = deliveryAnswer(row, isProvider);
        return {
          delivery_id: row.id,
          extension: row.extension,
          name: answer.name,
          recipient: row.recipient,
          status: row.status as 'failed' | 'kept',
          error: answer.problem?.message ?? '',
          ...(answer.problem ? { problem: answer.problem } : {}),
          ...(answer.detail ? { detail: answer.detail } : {}),
          at: row.updatedAt.toISOString(),
        };
      });
      return { rows: listed, total };
    },

    /**
     * Sends again what was not delivered, each with the template it was sent with and a new code:
     * the chosen mails, a send's, or every user's latest undelivered one (`allUndelivered`), all
     * chosen here rather than by the screen, which lists only the first of thousands.
     * Only an administrator sends to an address other than the user's own on the platform: anyone
     * else's resend goes to the user's current address.
     */
    async resend(cloudId: string, domain: string, sender: QrSender, chosen: { ids: number[]; runId?: number; allUndelivered?: boolean }) {
      const found = await runs.findResendable(cloudId, domain, chosen);
      if (found.length === 0) throw new AppError('CONFLICT', MESSAGES.qrResendNothing);
      const users = new Map((await gateway.subscribers(cloudId, domain, FIELDS)).map((row) => [row.user ?? '', row]));
      const recipients = new Map<number, string>();
      const skipped: Skipped[] = [];
      for (const { delivery } of found) {
        const user = users.get(delivery.extension);
        const own = (user?.email ?? '').trim();
        if (!user) skipped.push({ extension: delivery.extension, message: formatMessage(MESSAGES.extensionNotInDomain, { extension: delivery.extension, domain }) });
        else if (sender.anyAddress) recipients.set(delivery.id, delivery.recipient);
        else if (own === '') skipped.push({ extension: delivery.extension, message: MESSAGES.qrUserNoEmail });
        else recipients.set(delivery.id, own);
      }
      const taken = await runs.requeue([...recipients.keys()], recipients, expiryFromNow(), priorityOf(recipients.size));
      if (taken.length === 0) throw new AppError('CONFLICT', skipped[0]?.message ?? MESSAGES.qrResendNothing);
      // Deliveries of several sends may be resent together; each is written with its own send's template.
      mail.wake();
      return { ...messageAnswer(MESSAGES.savedSuccessfully), queued: taken.length, skipped: skipped.map(skippedAnswer) };
    },
  };
}

export type QrMailRunsService = ReturnType<typeof createQrMailRunsService>;

