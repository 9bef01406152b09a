import type { LinkMailKind, MailQueue } from '../../integrations/mail/mail-queue.js';
import { hashToken } from '../../lib/secrets.js';
import { newQrToken, qrPng, qrTextOf } from './qr-code.js';
import { qrMailOf } from './qr-mail-content.js';
import type { QrTokensRepository, QrUser } from './qr-tokens.repository.js';

/** What a queued QR e-mail holds: the user, the template as sent and the expiry announced; no token. */
export type QrMailData = { user: QrUser; firstName: string; lastName: string; subject: string; body: string; expiresAt: string };

type Deps = { repo: QrTokensRepository; publicUrl: string };

/**
 * The QR e-mail (document 4 §2): each attempt issues a new one-time token, revoking the user's older
 * unused ones, and sends its link and its QR code; only the token's hash is stored. The expiry is
 * the one the sender was told, so a retry does not lengthen it.
 */
export function qrMailKind({ repo, publicUrl }: Deps): LinkMailKind<QrMailData> {
  return {
    name: 'qr-code',
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
    compose: ({ subject, body, firstName, lastName }, link) => qrMailOf({ subject, body, link, firstName, lastName }),
  };
}

export const defineQrMail = (mails: MailQueue, deps: Deps) => mails.define(qrMailKind(deps));
export type SendQrMail = ReturnType<typeof defineQrMail>;
