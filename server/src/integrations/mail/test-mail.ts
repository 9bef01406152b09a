import { MESSAGES, TEST_MAIL_TIMEOUT_SECONDS, formatMessage, type Message, type TestMailResult } from '@mamt/contract';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { withinDeadline } from './mailer.js';
import { MailServerRefused, checkedAddressOf, mailServerOptions, type MailServerSettings } from './tenant-transports.js';

/** Where a test mail goes: a white label's mail server as typed, or the operator's SMTP_URL. */
export type TestMailServer = { kind: 'white-label'; server: MailServerSettings; allowInternalHosts: boolean } | { kind: 'url'; url: string };

export type TestMail = { from: string; to: string; subject: string; text: string };

/** How a test mail went, in plain words (`message`) and the mail server's own (`reply`); no password in either. */
export type TestMailOutcome = { result: TestMailResult; message: Message; reply: string };

type SmtpError = Error & { code?: string; response?: string; responseCode?: number; command?: string };

/** The longest reply kept: a mail server's answer is a line, not a page. */
const REPLY_MAX = 300;

/** Where the mail server is, as the messages name it: host and port, never a user or password. */
type Place = { host: string; port: number };

function placeOf(server: TestMailServer): Place {
  if (server.kind === 'white-label') {
    const { host, port, encryption } = server.server;
    return { host: host.trim(), port: port ?? (encryption === 'ssl' ? 465 : 587) };
  }
  const url = new URL(server.url);
  return { host: url.hostname, port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587) };
}

/** The secrets a mail server's words must never carry back: the password, as typed and as SMTP's AUTH sends it. */
function secretsOf(server: TestMailServer): string[] {
  let user = '';
  let pass = '';
  if (server.kind === 'white-label') {
    user = server.server.username;
    pass = server.server.password;
  } else {
    const url = new URL(server.url);
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  }
  if (!pass) return [];
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  return [pass, encodeURIComponent(pass), base64(pass), base64(`\u0000${user}\u0000${pass}`), base64(`${user}\u0000${pass}`)];
}

/** The server's words on one line, shortened, with every secret withheld (a server may echo what it was sent). */
function replyOf(text: string, secrets: string[]): string {
  let reply = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) reply = reply.split(secret).join('[withheld]');
  return reply.length > REPLY_MAX ? `${reply.slice(0, REPLY_MAX - 1)}…` : reply;
}

/** OpenSSL's reason in its long error line ("...:SSL routines:ssl3_get_record:wrong version number:..."), else the line. */
const tlsReason = (text: string) => /SSL routines:[^:]*:([^:]+)/.exec(text)?.[1] ?? text;

const isTlsProblem = (error: SmtpError) => error.code === 'ETLS' || /certificate|\bTLS\b|\bSSL\b|wrong version number|handshake/i.test(error.message);

/** Reads a failed test mail as the step that failed, with the server's words beside it. */
export function testMailProblemOf(error: unknown, place: Place, recipient: string, secrets: string[] = [], timeoutSeconds = TEST_MAIL_TIMEOUT_SECONDS): TestMailOutcome {
  const smtp = (error instanceof Error ? error : new Error(String(error))) as SmtpError;
  const reply = replyOf(smtp.response || smtp.message, secrets);
  const address = `${place.host}:${place.port}`;
  const outcome = (result: TestMailResult, message: Message): TestMailOutcome => ({ result, message, reply });
  const code = smtp.code ?? '';
  const said = smtp.responseCode ?? 0;
  if (code === 'EAUTH' || said === 535 || said === 534 || said === 530) return outcome('sign-in-refused', formatMessage(MESSAGES.testMailSignInRefused, { reply }));
  if (isTlsProblem(smtp)) return outcome('tls-failed', formatMessage(MESSAGES.testMailSecure, { address, reason: replyOf(tlsReason(smtp.response || smtp.message), secrets) }));
  if (code === 'EENVELOPE' || /^RCPT/i.test(smtp.command ?? '')) return outcome('recipient-refused', formatMessage(MESSAGES.testMailRecipientRefused, { email: recipient, reply }));
  if (/ECONNREFUSED/.test(smtp.message)) return outcome('connection-refused', formatMessage(MESSAGES.testMailConnectionRefused, { address }));
  if (code === 'ETIMEDOUT' || /ETIMEDOUT|timeout|Greeting never received/i.test(smtp.message)) {
    return outcome('timed-out', formatMessage(MESSAGES.testMailTimedOut, { address, seconds: timeoutSeconds }));
  }
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(smtp.message)) return outcome('host-not-found', formatMessage(MESSAGES.testMailHostNotFound, { host: place.host }));
  if (said > 0) return outcome('mail-refused', formatMessage(MESSAGES.testMailRefused, { reply }));
  return outcome('unreachable', formatMessage(MESSAGES.testMailUnreachable, { address, reason: reply }));
}

/**
 * Connection, greeting and each later step get the whole time each, and the mail as a whole gets it
 * too: whichever ends first, the answer comes within it. A connection still open then ends at its own
 * socket timeout. No pool: a test opens one connection and closes it.
 */
function transportOptions(server: TestMailServer, address: string | undefined, timeoutMs: number): SMTPTransport.Options | string {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  if (server.kind === 'white-label') return { ...mailServerOptions(server.server, address), ...timeouts };
  const url = new URL(server.url);
  for (const [option, value] of Object.entries(timeouts)) url.searchParams.set(option, String(value));
  return url.toString();
}

/**
 * Sends one test mail at once and says how it went. A white label's mail server is held to the same
 * rule as its real mail (MAIL_ALLOW_INTERNAL_HOSTS): its name is resolved and checked, and the checked
 * address connected to; an internal one throws MailServerRefused before any connection. SMTP_URL is
 * the operator's own and is not checked.
 */
export async function sendTestMail(server: TestMailServer, mail: TestMail, timeoutMs = TEST_MAIL_TIMEOUT_SECONDS * 1000): Promise<TestMailOutcome> {
  const place = placeOf(server);
  const secrets = secretsOf(server);
  const problem = (error: unknown) => testMailProblemOf(error, place, mail.to, secrets, Math.round(timeoutMs / 1000));
  let address: string | undefined;
  if (server.kind === 'white-label' && !server.allowInternalHosts) {
    try {
      address = await checkedAddressOf(place.host);
    } catch (error) {
      if (error instanceof MailServerRefused) throw error;
      // The resolver's own error: a name that does not resolve.
      return problem(error);
    }
  }
  const transport = nodemailer.createTransport(transportOptions(server, address, timeoutMs));
  try {
    const info = (await withinDeadline(transport.sendMail(mail), timeoutMs)) as SMTPTransport.SentMessageInfo;
    const reply = replyOf(info.response ?? '', secrets);
    return { result: 'sent', message: formatMessage(MESSAGES.testMailSent, { email: mail.to, reply }), reply };
  } catch (error) {
    return problem(error);
  } finally {
    transport.close();
  }
}
