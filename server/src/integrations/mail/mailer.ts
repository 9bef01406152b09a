import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Db } from '../../db/open-db.js';
import { mailOutbox } from '../../db/schema.js';
import { createBatcher } from '../../lib/batcher.js';
import { ConcurrencyGate } from '../../lib/concurrency-gate.js';
import { createTenantTransports, SMTP_TIMEOUT_MS, type TenantTransport } from './tenant-transports.js';

/** A file sent with a mail; base64 so that a queued mail stays plain JSON. `cid` makes it an inline image. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string; cid?: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  cc?: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The tenant the mail was sent for and what it was about (`qr:<domain>:<extension>`), kept in the outbox. */
  cloudId?: string;
  reference?: string;
};

/**
 * `via`: the tenant's transport as already looked up for this mail (tenantOf), not read again: a
 * QR e-mail sender looks it up once for the dozen mails it has taken. `recordSent: false`: the caller
 * records a delivered mail in the outbox itself (with the mail's status, in one statement).
 */
export type SendOptions = { via?: { tenant: TenantTransport | undefined }; recordSent?: boolean };

export type Mailer = {
  send: (mail: Mail, options?: SendOptions) => Promise<void>;
  /** The tenant's own mail server's transport and From, or undefined when its mail goes through SMTP_URL. */
  tenantOf: (cloudId: string) => Promise<TenantTransport | undefined>;
};

/** The mailer over SMTP; `close` ends its pooled connections (the app's close, once its mail workers stopped). */
export type SmtpMailer = Mailer & { close: () => void };

/**
 * Nodemailer reads its connection options from the URL's query, so the timeouts go there, and the
 * pool: `connections` mails at a time (the mail workers') reuse open connections rather than greet
 * the server anew for each of a few thousand mails.
 */
function withOptions(smtpUrl: string, connections: number): string {
  const url = new URL(smtpUrl);
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(SMTP_TIMEOUT_MS));
  }
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(connections));
  return url.toString();
}

/** The outbox columns every row of a mail shares. */
export const outboxFields = (mail: Mail) => ({ recipient: mail.to, subject: mail.subject, cc: mail.cc || null, cloudId: mail.cloudId ?? null, reference: mail.reference ?? null });

/**
 * Mail goes over SMTP when SMTP_URL is set. Without it, mail is kept in the outbox table and written
 * to the server log, as the queue hands it over: without SMTP the queue issues no link and hands over
 * the mail with its link withheld (mail-queue.ts), so neither the outbox nor the log holds one.
 * With SMTP_URL set, a mail sent for a tenant (`cloudId`) whose white label names a mail server goes
 * through that server, From its white label's address; every other mail goes through SMTP_URL.
 * Without SMTP_URL no mail leaves, not even through a tenant's server: the demo sends nothing outside.
 * A tenant's server at an internal address fails its mail without a connection unless
 * `allowInternalHosts` (MAIL_ALLOW_INTERNAL_HOSTS); SMTP_URL is the operator's and is not checked.
 * The outbox keeps a record of what was sent; a delivery that fails throws, and the mail queue
 * (mail-queue.ts) retries it and records it as failed once it gives up.
 */
type MailerOptions = {
  db: Db;
  log: Logger;
  secrets: SecretBox;
  smtpUrl?: string;
  from: string;
  allowInternalHosts: boolean;
  connections?: number;
  /** How long a mail server may take over one mail from its turn (DELIVERY_DEADLINE_MS). */
  deliveryDeadlineMs?: number;
};

/** The longest a mail server may take over one mail, whatever its socket does, before the attempt counts as failed. */
export const DELIVERY_DEADLINE_MS = 3 * SMTP_TIMEOUT_MS;

/** A mail server that did not finish taking a mail in time: read as one that could not be reached. */
export class DeliveryTimedOut extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(deadlineMs = DELIVERY_DEADLINE_MS) {
    super(`The mail server did not take the mail within ${deadlineMs / 1000} s`);
    this.name = 'DeliveryTimedOut';
  }
}

/** `send`, or DeliveryTimedOut once the deadline has passed: a mail worker never waits for ever. */
export async function withinDeadline<T>(send: Promise<T>, deadlineMs = DELIVERY_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeliveryTimedOut(deadlineMs)), deadlineMs);
  });
  try {
    return await Promise.race([send, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export function createMailer(options: MailerOptions): SmtpMailer {
  const { db, log, secrets, smtpUrl, from, allowInternalHosts, connections = 1, deliveryDeadlineMs = DELIVERY_DEADLINE_MS } = options;
  const newTransport = () => (smtpUrl ? nodemailer.createTransport(withOptions(smtpUrl, connections)) : null);
  let transport = newTransport();
  const tenantTransports = createTenantTransports(db, secrets, { allowInternalHosts, connections });
  // The mail workers prepare more mails than there are connections (mail-queue.ts); `connections`
  // of them are handed over at a time, and a mail's deadline runs from its turn, not its wait.
  const handOvers = new ConcurrencyGate(connections, Number.POSITIVE_INFINITY);
  // Sent mails are recorded as a group commit (lib/batcher.ts): the mails that leave while one
  // insert runs share the next, rather than a round trip each.
  const recordSent = createBatcher(async (mails: Mail[]) => {
    await db.insert(mailOutbox).values(mails.map((sent) => ({ ...outboxFields(sent), body: '', transport: 'smtp', status: 'sent' })));
  });

  return {
    async send(mail, { via, recordSent: record = true } = {}) {
      if (!transport) {
        await db.insert(mailOutbox).values({ ...outboxFields(mail), body: mail.text, transport: 'outbox', status: 'kept' });
        log.info({ outbox: { to: mail.to, cc: mail.cc, subject: mail.subject, text: mail.text } }, 'mail kept in the outbox');
        return;
      }
      const product = transport;
      const tenant = via ? via.tenant : mail.cloudId ? await tenantTransports.forTenant(mail.cloudId) : undefined;
      await handOvers.run(() => handOver(product, tenant, mail));
      // Delivered mail may hold single-use links: the outbox keeps only that it was sent.
      if (record) await recordSent(mail);
    },
    tenantOf: (cloudId) => (transport ? tenantTransports.forTenant(cloudId) : Promise.resolve(undefined)),
    close() {
      transport?.close();
      tenantTransports.closeAll();
    },
  };

  /** One mail to its mail server, within the deadline; a server that misses it gets fresh connections. */
  async function handOver(product: Transporter, tenant: TenantTransport | undefined, mail: Mail): Promise<void> {
    const sending = (tenant?.transport ?? product).sendMail({
      from: tenant?.from || from,
      to: mail.to,
      ...(mail.cc ? { cc: mail.cc } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments: (mail.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
        ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
      })),
    });
    try {
      await withinDeadline(sending, deliveryDeadlineMs);
    } catch (error) {
      if (error instanceof DeliveryTimedOut) {
        // Its pooled connections may be stuck: the next mail starts from fresh ones.
        log.warn({ to: mail.to, tenant: Boolean(tenant) }, 'mail server did not take a mail in time; its connections are renewed');
        if (tenant) tenantTransports.forget(tenant.transport);
        else if (transport === product) {
          product.close();
          transport = newTransport();
        }
      }
      throw error;
    }
  }
}

/** Records a mail that could not be delivered after every attempt. */
export async function recordFailedMail(db: Db, mail: Mail, error: unknown, transport: 'smtp' | 'outbox'): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.insert(mailOutbox).values({ ...outboxFields(mail), body: '', transport, status: 'failed', error: message });
}
