import { MESSAGES, formatMessage, messageAnswer } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secrets.js';
import { findPlatformUsersByEmail } from './check-email.js';
import { qrPng, qrTextOf } from './qr-code.js';
import type { QrMailRunsService, QrSender } from './qr-mail-runs.service.js';
import type { QrTokensRepository, QrUser } from './qr-tokens.repository.js';

type Deps = { repo: QrTokensRepository; gateway: NetsapiensGateway; runs: QrMailRunsService };

export type QrMailRequest = {
  cloudId: string;
  domain?: string;
  extension?: string;
  recipient: string;
  cc: string;
  subject: string;
  body: string;
  /** Who sends; `anyAddress`: may mail any address and fill in cc (mayMailQrAnywhere), otherwise only the user's own address. */
  sender: QrSender;
};

type PlatformUser = QrUser & { firstName: string; lastName: string; email: string };

const FIELDS = 'domain,email,first_name,last_name,subscriber_login,user';

const userOf = (cloudId: string, domain: string, row: Record<string, string | undefined>): PlatformUser => ({
  cloudId,
  domain,
  extension: row.user ?? '',
  subscriberLogin: row.subscriber_login || `${row.user ?? ''}@${domain}`,
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  email: (row.email ?? '').trim(),
});

/** A QR code is a SIP account: only an administrator sends it elsewhere than to its user's own address. */
function checkRecipients(request: QrMailRequest, user: PlatformUser): void {
  if (request.sender.anyAddress) return;
  if (user.email.toLowerCase() !== request.recipient.trim().toLowerCase()) {
    const refusal = formatMessage(MESSAGES.qrRecipientNotOwn, { email: user.email || '-' });
    throw new AppError('FORBIDDEN', refusal, { recepient: refusal });
  }
}

/** QR-code e-mails (document 2 `emailLink`, document 4 §2) and the public QR page's data. */
export function createQrMailService({ repo, gateway, runs }: Deps) {
  /** The platform user the mail is for: named by domain and extension, or the one user with the recipient's address. */
  async function findUser(request: QrMailRequest): Promise<PlatformUser> {
    const { cloudId, domain, extension, recipient } = request;
    if (extension !== undefined && extension !== '' && !domain) throw fieldError('domain', MESSAGES.selectDomainFirst);
    const sameAddress = (row: Record<string, string | undefined>) => (row.email ?? '').toLowerCase() === recipient.toLowerCase();
    if (domain && extension) {
      const row = (await gateway.subscribers(cloudId, domain, FIELDS)).find((candidate) => candidate.user === extension);
      if (!row) throw fieldError('extension', formatMessage(MESSAGES.extensionNotInDomain, { extension, domain }));
      return userOf(cloudId, domain, row);
    }
    const matches = domain
      ? (await gateway.subscribers(cloudId, domain, FIELDS)).filter(sameAddress).map((row) => userOf(cloudId, domain, row))
      : (await findPlatformUsersByEmail(gateway, cloudId, recipient)).records.map((row) => userOf(cloudId, row.domain, row));
    if (matches.length === 0) throw fieldError('recepient', formatMessage(MESSAGES.qrRecipientUnknown, { email: recipient }));
    if (matches.length > 1) throw fieldError('recepient', formatMessage(MESSAGES.qrRecipientAmbiguous, { email: recipient }));
    return matches[0] as PlatformUser;
  }

  return {
    /**
     * Checks who may receive the code and the user on the platform before anything is written (a
     * platform failure queues nothing), and queues the mail as a send of one. The token is issued
     * when the mail is sent (qr-mail-sender.ts), so that it is never stored but as its hash. A Cc is
     * sent a notice of it, never the code.
     */
    async send(request: QrMailRequest) {
      if (!request.sender.anyAddress && request.cc.trim() !== '') throw new AppError('FORBIDDEN', MESSAGES.qrCcAdminsOnly, { cc: MESSAGES.qrCcAdminsOnly });
      const user = await findUser(request);
      checkRecipients(request, user);
      const { domain, extension, subscriberLogin, firstName, lastName } = user;
      const delivery = { extension, subscriberLogin, firstName, lastName, recipient: request.recipient };
      const { runId, expiresAt } = await runs.start(user.cloudId, domain, request.sender, request, [delivery]).catch((error: unknown) => {
        throw error instanceof AppError ? new AppError(error.code, formatMessage(MESSAGES.mailNotSent, { extension })) : error;
      });
      return { ...messageAnswer(MESSAGES.savedSuccessfully), domain, extension, expires_at: expiresAt.toISOString(), run_id: runId };
    },

    /**
     * The QR page: the same refusal for a token that never existed and one used, revoked or expired.
     * Besides the code, what the app asks for when it is typed in on the phone that shows the page
     * (its password is the token itself).
     */
    async qrCode(token: string) {
      const row = await repo.findLive(hashToken(token), new Date());
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.qrCodeInvalid);
      const png = await qrPng(qrTextOf(row.subscriberLogin, token, row.cloudId));
      const logo = row.dashboardLogo || row.signinLogo;
      return {
        company: row.company,
        ...(logo ? { logo } : {}),
        qr_png: `data:image/png;base64,${png.toString('base64')}`,
        expires_at: row.expiresAt.toISOString(),
        cloud_id: row.cloudId,
        cloud_username: row.subscriberLogin,
      };
    },
  };
}

export type QrMailService = ReturnType<typeof createQrMailService>;
