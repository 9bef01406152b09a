import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { qrMailsWorked } from '../support/settled.js';
import { startSmtpSink } from '../support/smtp-sink.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());
// acme's white label is pointed at the sink (helper.ts), on this machine.
const app = usePlatformApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_ALLOW_INTERNAL_HOSTS: 'true', MAIL_RETRY_LIMIT: '0', PUBLIC_URL: 'https://console.example' });

const template = { subject: 'Your app', body: 'Open LINK_HERE' };
const emailOf = (extension: string) => {
  const row = buildDemoSeed().subscriber.find((candidate) => candidate.domain === 'acme.demo' && candidate.user === extension);
  if (!row?.email) throw new Error(`no platform user ${extension}@acme.demo with an address`);
  return row.email as string;
};

/** Who signs in as which role; the super tenant's administrator sends for acme by naming it. */
const SENDERS = {
  admin: { cloudId: 'acme', user: 'acme-admin', extra: {} },
  superAdmin: { cloudId: 'demo', user: 'admin', extra: { cloud_id: 'acme' } },
  support: { cloudId: 'acme', user: 'acme-support', extra: {} },
  simple: { cloudId: 'acme', user: 'acme-simple', extra: {} },
} as const;
type Sender = keyof typeof SENDERS;

let nextUser = 1011;
async function send(sender: Sender, recipient: (own: string) => string, cc = '') {
  const { cloudId, user, extra } = SENDERS[sender];
  const extension = String(nextUser++);
  const token = await app.t.login(cloudId, user);
  const own = emailOf(extension);
  const response = await app.t.call('emailLink', { ...extra, domain: 'acme.demo', extension, recepient: recipient(own), cc, ...template }, token);
  return { response, extension, own };
}

const NOT_OWN = (email: string) => `Only an administrator may send a user's QR code to another address than the user's own (${email})`;
const NO_CC = 'Only an administrator may copy a QR code to other addresses: leave Cc empty';

describe('who may send a QR code where', () => {
  for (const sender of Object.keys(SENDERS) as Sender[]) {
    it(`lets ${sender} send a user's QR code to the user's own address, however it is written`, async () => {
      const { response, own } = await send(sender, (address) => address.toUpperCase());
      expect(response.statusCode, response.body).toBe(200);
      // Mail servers read the domain of an address in any case; the mailbox part is the sender's own.
      await expect.poll(() => sink.mails.map((mail) => mail.rcpt.join().toLowerCase()), { timeout: 10_000 }).toContain(own.toLowerCase());
    });
  }

  for (const sender of ['admin', 'superAdmin'] as const) {
    it(`lets ${sender} send it to another address and copy it to others`, async () => {
      const before = sink.mails.length;
      const { response } = await send(sender, () => 'front-desk@acme.example', 'boss@acme.example');
      expect(response.statusCode, response.body).toBe(200);
      await expect.poll(() => sink.mails.slice(before).map((mail) => mail.rcpt.join()).sort(), { timeout: 10_000 }).toEqual(['boss@acme.example', 'front-desk@acme.example']);
      // The copy is a notice of what was sent: the user's one-time code reaches only the address it was sent to.
      const copy = await sink.mails.slice(before).find((mail) => mail.rcpt.includes('boss@acme.example'))?.parsed;
      expect(copy?.text).toContain('front-desk@acme.example');
      expect(copy?.text).not.toMatch(/\/qr\//);
      expect(copy?.attachments).toEqual([]);
    });
  }

  for (const sender of ['support', 'simple'] as const) {
    it(`refuses ${sender} another address or a cc with 403 naming the field, sending nothing`, async () => {
      const before = sink.mails.length;
      const other = await send(sender, () => 'front-desk@acme.example');
      expect(other.response.statusCode).toBe(403);
      expect(other.response.json()).toMatchObject({ code: 'FORBIDDEN', message: NOT_OWN(other.own), messageId: 'qrRecipientNotOwn', fieldErrors: { recepient: NOT_OWN(other.own) } });
      const copied = await send(sender, (own) => own, 'boss@acme.example');
      expect(copied.response.statusCode).toBe(403);
      expect(copied.response.json()).toMatchObject({ code: 'FORBIDDEN', message: NO_CC, messageId: 'qrCcAdminsOnly', fieldErrors: { cc: NO_CC } });
      // A mail queued by mistake would have been sent, and so received, by the time no QR e-mail is due.
      await qrMailsWorked(app.t);
      expect(sink.mails.length).toBe(before);
    });
  }
});

describe('the audit of QR e-mails', () => {
  const auditOf = async (extension: string) =>
    app.t.database.db.select().from(auditLog).where(and(eq(auditLog.call, 'emailLink'), eq(auditLog.target, `qr:acme.demo:${extension}`))).orderBy(desc(auditLog.id));

  it('records each QR e-mail, sent or refused, with its sender, its user and its recipients, and never its token', async () => {
    const sent = await send('admin', () => 'front-desk@acme.example', 'boss@acme.example, it@acme.example');
    expect(sent.response.statusCode).toBe(200);
    expect(await auditOf(sent.extension)).toEqual([
      expect.objectContaining({ username: 'acme-admin', cloudId: 'acme', result: 'ok', detail: 'to: front-desk@acme.example, cc: boss@acme.example, it@acme.example' }),
    ]);

    const refused = await send('simple', () => 'front-desk@acme.example');
    expect(await auditOf(refused.extension)).toEqual([
      expect.objectContaining({ username: 'acme-simple', cloudId: 'acme', result: 'error', detail: 'FORBIDDEN; to: front-desk@acme.example' }),
    ]);

    const own = await send('support', (address) => address);
    expect(await auditOf(own.extension)).toEqual([expect.objectContaining({ username: 'acme-support', result: 'ok', detail: `to: ${own.own}` })]);
    await expect.poll(() => sink.mailsTo(own.own).length, { timeout: 10_000 }).toBe(1);
    const qrToken = /\/qr\/([\w-]{22})/.exec((await sink.mailsTo(own.own)[0]?.parsed)?.text ?? '')?.[1] as string;
    expect(qrToken).toBeTruthy();
    expect(JSON.stringify(await app.t.database.db.select().from(auditLog))).not.toContain(qrToken);
  });
});
