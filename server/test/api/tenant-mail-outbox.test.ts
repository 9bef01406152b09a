import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleUsers, mailOutbox, passwordResets, provisioningTokens, tenants, whiteLabels } from '../../src/db/schema.js';
import { captureLog } from '../support/mail-traces.js';
import { usePlatformApp } from '../support/platform-app.js';
import { startSmtpSink } from '../support/smtp-sink.js';

const acmeServer = await startSmtpSink();
afterAll(() => acmeServer.close());

// No SMTP_URL: the embedded demo's outbox mode.
const log = captureLog();
const app = usePlatformApp({}, log.stream);
const keptLines = () => log.lines.map((line) => JSON.parse(line) as { msg: string; outbox?: { to: string; text: string } }).filter((entry) => entry.msg === 'mail kept in the outbox');

describe('outbox mode', () => {
  it("keeps a tenant's mail in the outbox even when its white label names a mail server, and connects to none", async () => {
    const [acme] = await app.t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, 'acme'));
    await app.t.database.db
      .update(whiteLabels)
      .set({ emailHost: '127.0.0.1', emailPort: acmeServer.port, emailEncryption: 'none', updatedAt: new Date() })
      .where(eq(whiteLabels.tenantId, acme!.id));
    const user = buildDemoSeed().subscriber.find((row) => row.domain === 'acme.demo' && row.user === '1002') as Record<string, string>;

    const token = await app.t.login('acme', 'acme-admin');
    const answer = await app.t.call('emailLink', { domain: 'acme.demo', extension: '1002', recepient: user.email, subject: 'Your app', body: 'Open LINK_HERE' }, token);
    expect(answer.statusCode, answer.body).toBe(200);

    const kept = () => app.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email as string));
    await expect.poll(async () => (await kept()).map((row) => [row.transport, row.status, row.cloudId]), { timeout: 10_000 }).toEqual([['outbox', 'kept', 'acme']]);
    expect(acmeServer.connections()).toBe(0);
  });

  it('keeps a QR e-mail and a reset mail with their link withheld, in the outbox and the log, and issues no token or reference', async () => {
    const user = buildDemoSeed().subscriber.find((row) => row.domain === 'acme.demo' && row.user === '1003') as Record<string, string>;
    const token = await app.t.login('acme', 'acme-admin');
    expect((await app.t.call('emailLink', { domain: 'acme.demo', extension: '1003', recepient: user.email, subject: 'Your app', body: 'Open LINK_HERE now' }, token)).statusCode).toBe(200);
    expect((await app.t.call('forgetPassword', { cloudId: 'acme', username: 'acme-simple' })).statusCode).toBe(200);

    const bodyOf = async (recipient: string) => (await app.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)))[0]?.body;
    await expect.poll(() => bodyOf(user.email as string), { timeout: 10_000 }).toBe('Open [link withheld] now');
    await expect.poll(() => bodyOf('carla.jensen@acme.example'), { timeout: 10_000 }).toMatch(/Open this link within 30 minutes to choose a new password:\n\n\[link withheld\]\n/);
    // The mailer writes its log line once the outbox row is stored: on PostgreSQL the row can be seen first.
    await expect.poll(() => keptLines().find((entry) => entry.outbox?.to === user.email)?.outbox?.text, { timeout: 10_000 }).toBe('Open [link withheld] now');
    await expect.poll(() => keptLines().find((entry) => entry.outbox?.to === 'carla.jensen@acme.example')?.outbox?.text, { timeout: 10_000 }).toContain('[link withheld]');
    expect(log.text()).not.toMatch(/\/qr\/[\w-]{22}|resetPassword\?ref=/);

    expect(await app.t.database.db.select().from(provisioningTokens).where(eq(provisioningTokens.extension, '1003'))).toEqual([]);
    const [simple] = await app.t.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, 'acme-simple'));
    expect(await app.t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, simple?.id as number))).toEqual([]);
  });
});
