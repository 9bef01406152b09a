import type { MailEnvelope, MailKind, MailQueue } from '../../integrations/mail/mail-queue.js';
import { mailProblemOf } from '../../integrations/mail/mail-problem.js';
import { hashToken } from '../../lib/secrets.js';
import { newQrToken, qrPng, qrTextOf } from './qr-code.js';
import { qrMailOf } from './qr-mail-content.js';
import type { DeliveryRow, QrMailRunsRepository } from './qr-mail-runs.repository.js';
import type { QrTokensRepository, QrUser } from './qr-tokens.repository.js';

/**
 * What a queued QR e-mail holds: its delivery (where its status is kept), the user, its send (whose
 * template is read when the mail is written: thousands of jobs of one send do not each carry it) and
 * the expiry announced; no token. Jobs queued by earlier versions carry the template itself.
 */
export type QrMailData = {
  deliveryId: number;
  runId?: number;
  user: QrUser;
  firstName: string;
  lastName: string;
  subject?: string;
  body?: string;
  expiresAt: string;
  recipient: string;
};

/**
 * The queued mail of a delivery. Its key names the delivery as it was queued (a resend gives it a new
 * expiry): the same piece of a send queued twice stores its mails once.
 */
export function qrMailJobOf(row: DeliveryRow): { envelope: MailEnvelope; data: QrMailData; key: string } {
  const { cloudId, domain, extension, subscriberLogin } = row;
  return {
    envelope: { to: row.recipient, cloudId, reference: `qr:${domain}:${extension}` },
    data: {
      deliveryId: row.id,
      runId: row.runId,
      user: { cloudId, domain, extension, subscriberLogin },
      firstName: row.firstName,
      lastName: row.lastName,
      expiresAt: row.expiresAt.toISOString(),
      recipient: row.recipient,
    },
    key: `qr:${row.id}:${row.expiresAt.getTime()}`,
  };
}

/** Sends whose template is kept in memory: a send's mails are worked together. */
const TEMPLATES_KEPT = 50;

type Deps = { repo: QrTokensRepository; runs: QrMailRunsRepository; publicUrl: string };

/**
 * The QR e-mail (document 4 §2): each attempt issues a new one-time token, revoking the user's older
 * unused ones, and sends its link and its QR code; only the token's hash is stored. The expiry is
 * the one the sender was told, so a retry does not lengthen it. Each step is written to the mail's
 * delivery row, which the console shows as it changes.
 */
export function qrMailKind({ repo, runs, publicUrl }: Deps): MailKind<QrMailData> {
  const problemOf = (error: unknown, recipient: string) => {
    const { message, detail } = mailProblemOf(error, recipient);
    return { id: message.id, detail };
  };
  const templates = new Map<number, Promise<{ subject: string; body: string }>>();
  const templateOf = (runId: number) => {
    let template = templates.get(runId);
    if (!template) {
      template = runs.templateOf(runId);
      template.catch(() => templates.delete(runId));
      templates.set(runId, template);
      for (const oldest of templates.keys()) if (templates.size > TEMPLATES_KEPT) templates.delete(oldest);
    }
    return template;
  };
  return {
    name: 'qr-code',
    // A mail sent already, or given up on, is not sent again by a job queued twice.
    due: ({ deliveryId }) => runs.isDue(deliveryId),
    prepare: async (data) => (data.subject !== undefined || data.runId === undefined ? data : { ...data, ...(await templateOf(data.runId)) }),
    async issue({ user, expiresAt }) {
      const token = newQrToken();
      const tokenId = await repo.issue(user, hashToken(token), new Date(expiresAt));
      const png = await qrPng(qrTextOf(user.subscriberLogin, token, user.cloudId));
      return {
        link: `${publicUrl}/qr/${token}`,
        attachments: [{ filename: 'qr-code.png', contentType: 'image/png', contentBase64: png.toString('base64'), cid: 'qr-code' }],
        revoke: () => repo.revoke(tokenId),
      };
    },
    compose: ({ subject = '', body = '', firstName, lastName }, link) => qrMailOf({ subject, body, link, firstName, lastName }),
    track: {
      delivered: ({ deliveryId }, how, attempt) => (how === 'sent' ? runs.markSent(deliveryId, attempt.number) : runs.markKept(deliveryId, attempt.number)),
      retrying: ({ deliveryId, recipient }, error, attempt) => runs.markProblem(deliveryId, 'retrying', problemOf(error, recipient), attempt.number),
      failed: ({ deliveryId, recipient }, error, attempt) => runs.markProblem(deliveryId, 'failed', problemOf(error, recipient), attempt.number),
    },
  };
}

export const defineQrMails = (mails: MailQueue, deps: Deps) => mails.defineBulk(qrMailKind(deps));
export type SendQrMails = ReturnType<typeof defineQrMails>;
