import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.js';
import type { Db } from '../../db/open-db.js';
import { mailOutbox } from '../../db/schema.js';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

const SMTP_TIMEOUT_MS = 10_000;

/** Nodemailer reads its connection options from the URL's query, so the timeouts go there. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(SMTP_TIMEOUT_MS));
  }
  return url.toString();
}

/**
 * Mail goes over SMTP when SMTP_URL is set. Without it, mail is kept in the outbox table and written
 * to the server log, so that flows such as the password reset work with the embedded defaults.
 * The outbox keeps a record of what was sent; a delivery that fails throws, and the mail queue
 * (mail-queue.ts) retries it and records it as failed once it gives up.
 */
export function createMailer(options: { db: Db; log: Logger; smtpUrl?: string; from: string }): Mailer {
  const { db, log, smtpUrl, from } = options;
  const transport = smtpUrl ? nodemailer.createTransport(withTimeouts(smtpUrl)) : null;

  return {
    async send(mail) {
      if (!transport) {
        await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text, transport: 'outbox', status: 'kept' });
        log.info({ outbox: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail kept in the outbox');
        return;
      }
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      // Delivered mail may hold single-use links: the outbox keeps only that it was sent.
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: '', transport: 'smtp', status: 'sent' });
    },
  };
}

/** Records a mail that could not be delivered after every attempt. */
export async function recordFailedMail(db: Db, mail: Mail, error: unknown, transport: 'smtp' | 'outbox'): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: '', transport, status: 'failed', error: message });
}
