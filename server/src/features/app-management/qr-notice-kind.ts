import type { MailKind, MailQueue } from '../../integrations/mail/mail-queue.js';

/** The users a notice names at most; a send to a whole large domain says how many more. */
export const NOTICE_MAX_NAMED = 500;

/** What a Cc of a QR e-mail send is told: who sent it, to whom, and when; never a code or a link. */
export type QrNoticeData = {
  domain: string;
  senderName: string;
  sentAt: string;
  total: number;
  users: Array<{ name: string; extension: string; email: string }>;
};

/** The notice of a send of `total` mails, naming the users of `first` (its first deliveries). */
export function qrNoticeOf(
  send: { domain: string; senderName: string; at: Date; total: number },
  first: Array<{ firstName: string; lastName: string; extension: string; recipient: string }>,
): QrNoticeData {
  const users = first.slice(0, NOTICE_MAX_NAMED).map((row) => ({ name: `${row.firstName} ${row.lastName}`.trim(), extension: row.extension, email: row.recipient }));
  const sentAt = send.at.toISOString().slice(0, 16).replace('T', ' ');
  return { domain: send.domain, senderName: send.senderName, sentAt, total: send.total, users };
}

const lineOf = ({ name, extension, email }: QrNoticeData['users'][number]) => `- ${name || extension} (${extension}) <${email}>`;

/**
 * The notice a Cc receives instead of the users' mails: each QR code is a user's personal one-time
 * sign-in and must reach only its user, so whoever is copied learns what was sent, not the codes.
 */
export function qrNoticeKind(): MailKind<QrNoticeData> {
  return {
    name: 'qr-code-notice',
    compose: ({ domain, senderName, sentAt, total, users }) => {
      const more = total - users.length;
      const text =
        `${senderName} sent the mobile app's QR-code e-mail to ${total} ${total === 1 ? 'user' : 'users'} of ${domain} on ${sentAt} (UTC).\n` +
        'Each user received a personal one-time code at their own address; this copy holds none.\n\n' +
        `${users.map(lineOf).join('\n')}${more > 0 ? `\n… and ${more} more.` : ''}\n`;
      return { subject: `QR-code e-mails sent to ${total} ${total === 1 ? 'user' : 'users'} of ${domain}`, text };
    },
  };
}

export const defineQrNotice = (mails: MailQueue) => mails.define(qrNoticeKind());
export type SendQrNotice = ReturnType<typeof defineQrNotice>;
