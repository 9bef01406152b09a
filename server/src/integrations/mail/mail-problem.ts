import { MESSAGES, formatMessage, type Message } from '@mamt/contract';
import { MailServerRefused } from './tenant-transports.js';

/** What went wrong with a mail, in words an administrator can act on, and the server's own words. */
export type MailProblem = { message: Message; detail: string };

type SmtpError = Error & { code?: string; responseCode?: number; command?: string; rejected?: unknown };

/** Nodemailer's codes and the socket's for a server that cannot be reached at all. */
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);

const isRecipientStep = (error: SmtpError) => error.code === 'EENVELOPE' || /^RCPT/i.test(error.command ?? '');

/**
 * Reads a failed delivery as one of a few plain explanations. The raw text ("connect ECONNREFUSED
 * 127.0.0.1:25") is kept as detail for whoever runs the mail server: it says nothing to a tenant's
 * administrator, and its usual advice (check the address) is wrong when the server is down.
 */
export function mailProblemOf(error: unknown, recipient: string): MailProblem {
  const smtp = (error instanceof Error ? error : new Error(String(error))) as SmtpError;
  const detail = smtp.message;
  const code = smtp.code ?? '';
  const reply = smtp.responseCode ?? 0;
  const problem = (message: Message): MailProblem => ({ message, detail });
  if (error instanceof MailServerRefused) return problem(MESSAGES.mailServerInternal);
  if (code === 'EAUTH' || reply === 535 || reply === 534 || reply === 530) return problem(MESSAGES.mailServerSignIn);
  if (code === 'ETLS' || /certificate|\bTLS\b|\bSSL\b|wrong version number/i.test(detail)) return problem(MESSAGES.mailServerSecure);
  if (isRecipientStep(smtp) && reply >= 500) return problem(formatMessage(MESSAGES.mailAddressRefused, { email: recipient }));
  if (UNREACHABLE.has(code) || /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|Greeting never received|Connection timeout/i.test(detail)) {
    return problem(MESSAGES.mailServerUnreachable);
  }
  if (reply >= 400 && reply < 500) return problem(MESSAGES.mailServerBusy);
  return problem(MESSAGES.mailServerRefusedMail);
}
