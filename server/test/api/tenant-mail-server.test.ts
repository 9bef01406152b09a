import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, tenants, whiteLabels } from '../../src/db/schema.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { usePlatformApp } from '../support/platform-app.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { tenantIdOf } from '../support/test-app.js';
import { saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

/**
 * The product's server (SMTP_URL) and the servers acme's white label is pointed at: one that wants
 * acme's password and offers STARTTLS with a certificate nodemailer refuses (so 'none' must stay
 * plain), one it moves to, and one without STARTTLS.
 */
const [product, acmeServer, acmeServerMoved, plainOnly] = await Promise.all([
  startSmtpSink(),
  startSmtpSink({ password: 'acme-smtp-pass', starttls: true }),
  startSmtpSink(),
  startSmtpSink(),
]);
afterAll(() => Promise.all([product, acmeServer, acmeServerMoved, plainOnly].map((sink) => sink.close())));

const app = usePlatformApp({
  SMTP_URL: `smtp://127.0.0.1:${product.port}`,
  // The sinks are on this machine.
  MAIL_ALLOW_INTERNAL_HOSTS: 'true',
  MAIL_FROM: 'Product <no-reply@product.example>',
  MAIL_RETRY_LIMIT: '1',
  MAIL_RETRY_DELAY_SECONDS: '1',
});

const userOf = (domain: string, extension: string) => {
  const row = buildDemoSeed().subscriber.find((candidate) => candidate.domain === domain && candidate.user === extension) as Record<string, string> | undefined;
  if (!row?.email) throw new Error(`no platform user ${extension}@${domain}`);
  return { domain, extension, email: row.email };
};
const template = { subject: 'Your app', body: 'Open LINK_HERE on your phone.' };

async function sendQrMail(cloudId: string, user: { domain: string; extension: string; email: string }) {
  const token = await app.t.login(cloudId, `${cloudId}-admin`);
  const answer = await app.t.call('emailLink', { domain: user.domain, extension: user.extension, recepient: user.email, ...template }, token);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** Points acme's white label at a mail server, as a save does (a new updated_at). */
async function setAcmeMailServer(server: { port: number; username?: string; password?: string; encryption?: string }) {
  const [acme] = await app.t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, 'acme'));
  await app.t.database.db
    .update(whiteLabels)
    .set({
      emailHost: '127.0.0.1',
      emailPort: server.port,
      emailUsername: server.username ?? '',
      emailPasswordSealed: server.password === undefined ? null : secretBoxFor(app.t.config).seal(server.password),
      emailFrom: 'no-reply@acme.example',
      emailEncryption: server.encryption ?? 'none',
      updatedAt: new Date(),
    })
    .where(eq(whiteLabels.tenantId, acme!.id));
}

const outboxOf = (email: string) => app.t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.cloudId, 'acme')));

describe("a tenant's mail goes through its white label's mail server", () => {
  it("sends acme's QR mail through acme's server, signed in and From its address; a tenant without a white label uses the product's", async () => {
    await setAcmeMailServer({ port: acmeServer.port, username: 'mailer@acme.example', password: 'acme-smtp-pass' });
    const acmeUser = userOf('acme.demo', '1002');
    await sendQrMail('acme', acmeUser);
    await expect.poll(() => acmeServer.mailsTo(acmeUser.email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = acmeServer.mailsTo(acmeUser.email);
    expect(mail?.auth).toEqual({ user: 'mailer@acme.example', pass: 'acme-smtp-pass' });
    expect((await mail!.parsed).from?.value).toEqual([{ address: 'no-reply@acme.example', name: '' }]);
    await expect.poll(async () => (await outboxOf(acmeUser.email)).map((row) => [row.transport, row.status])).toEqual([['smtp', 'sent']]);
    expect(product.mailsTo(acmeUser.email)).toEqual([]);

    const globexUser = userOf('globex.demo', '1002');
    await sendQrMail('globex', globexUser);
    await expect.poll(() => product.mailsTo(globexUser.email).length, { timeout: 10_000 }).toBe(1);
    expect((await product.mailsTo(globexUser.email)[0]!.parsed).from?.value).toEqual([{ address: 'no-reply@product.example', name: 'Product' }]);
    expect(acmeServer.mailsTo(globexUser.email)).toEqual([]);
  });

  it('uses a changed white label for the next mail', async () => {
    await setAcmeMailServer({ port: acmeServer.port, username: 'mailer@acme.example', password: 'acme-smtp-pass' });
    const first = userOf('acme.demo', '1003');
    await sendQrMail('acme', first);
    await expect.poll(() => acmeServer.mailsTo(first.email).length, { timeout: 10_000 }).toBe(1);

    await setAcmeMailServer({ port: acmeServerMoved.port });
    const next = userOf('acme.demo', '1004');
    await sendQrMail('acme', next);
    await expect.poll(() => acmeServerMoved.mailsTo(next.email).length, { timeout: 10_000 }).toBe(1);
    expect(acmeServerMoved.mailsTo(next.email)[0]?.auth).toBeUndefined();
    expect(acmeServer.mailsTo(next.email)).toEqual([]);
    expect(product.mailsTo(next.email)).toEqual([]);
  });

  it('saves, with MAIL_ALLOW_INTERNAL_HOSTS, a mail server on this machine, and sends through it', async () => {
    const superToken = await app.t.login('demo', 'admin');
    const fields = { email_host: '127.0.0.1', email_port: String(acmeServerMoved.port), email_password: 'moved-pass', email_encryption: 'none' };
    const saved = await saveWhiteLabel(app.t, superToken, wlFields(await tenantIdOf(app.t, 'acme'), fields));
    expect(saved.statusCode, saved.body).toBe(200);
    const user = userOf('acme.demo', '1008');
    await sendQrMail('acme', user);
    await expect.poll(() => acmeServerMoved.mailsTo(user.email).length, { timeout: 10_000 }).toBe(1);
    expect(acmeServerMoved.mailsTo(user.email)[0]?.auth).toEqual({ user: 'mailer@acme.example', pass: 'moved-pass' });
  });

  it("records the mail as failed after the retries when acme's server refuses it, closed, or offers no TLS; the product's server gets nothing", async () => {
    const cases = [
      { server: { port: acmeServer.port, username: 'mailer@acme.example', password: 'wrong-pass' }, error: /Invalid username or password/, user: userOf('acme.demo', '1005') },
      { server: { port: await closedPort() }, error: /ECONNREFUSED/, user: userOf('acme.demo', '1006') },
      { server: { port: plainOnly.port, encryption: 'starttls' }, error: /STARTTLS/, user: userOf('acme.demo', '1007') },
    ];
    for (const { server, error, user } of cases) {
      await setAcmeMailServer(server);
      await sendQrMail('acme', user);
      await expect.poll(async () => (await outboxOf(user.email)).length, { timeout: 15_000, interval: 250 }).toBe(1);
      const [row] = await outboxOf(user.email);
      expect(row).toMatchObject({ transport: 'smtp', status: 'failed' });
      expect(row?.error).toMatch(error);
      expect(row?.error).not.toContain('wrong-pass');
    }
    expect(product.mails.filter((mail) => mail.rcpt.some((to) => to.endsWith('@acme.example')))).toEqual([]);
    expect(plainOnly.mails).toEqual([]);
  });
});

/** A port nothing listens on: a sink started and closed again. */
async function closedPort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}
