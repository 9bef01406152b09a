import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleUsers, mailOutbox, passwordResets } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import { buildTestApp, type TestApp } from '../helper.js';

/** An SMTP server that refuses some recipients for a while ("try again later"), or for ever. */
const refusals = new Map<string, number>();
const received: string[] = [];
const texts: string[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    const left = refusals.get(address.address) ?? 0;
    if (left === 0) return callback();
    refusals.set(address.address, left - 1);
    callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
      texts.push(Buffer.concat(chunks).toString('utf8'));
      done();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as { port: number }).port;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_LIMIT: '2', MAIL_RETRY_DELAY_SECONDS: '1' });
  // The purge at start deletes revoked reset links; once it is done, none runs again during these tests.
  const purges = async () => ((await t.database.db.execute(sql`select state from pgboss.job where name = 'purge-expired'`)) as unknown as { rows: Array<{ state: string }> }).rows;
  await vi.waitFor(async () => expect(await purges()).toEqual([{ state: 'completed' }]), { timeout: 10_000, interval: 100 });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const outboxOf = (recipient: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

describe('mail through the job queue', () => {
  it('retries a mail the server refused, and delivers it once, with a link of its own: the failed attempt\'s no longer works', async () => {
    refusals.set('hank@globex.example', 1);
    expect((await t.call('forgetPassword', { cloudId: 'globex', username: 'globex-admin' })).statusCode).toBe(200);
    await expect.poll(() => received.filter((to) => to === 'hank@globex.example').length, { timeout: 15_000 }).toBe(1);
    expect(refusals.get('hank@globex.example')).toBe(0);
    await expect.poll(async () => (await outboxOf('hank@globex.example')).map((row) => row.status), { timeout: 5_000 }).toEqual(['sent']);

    // One reference per attempt: the first one's mail was refused, so it was revoked; the delivered one works.
    const ref = /resetPassword\?ref=([\w-]{43})/.exec((await simpleParser(texts.at(-1) ?? '')).text ?? '')?.[1] as string;
    expect(ref).toBeTruthy();
    const [admin] = await t.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, 'globex-admin'));
    const references = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, admin?.id as number));
    expect(references).toHaveLength(2);
    expect(references.find((row) => row.tokenHash === hashToken(ref))?.usedAt).toBeNull();
    expect(references.find((row) => row.tokenHash !== hashToken(ref))?.usedAt).toBeInstanceOf(Date);
    expect((await t.call('resetPassword', { ref, password: 'fresh-pass-1' })).statusCode).toBe(200);
  });

  it('records a mail given up on after every retry as failed, once', async () => {
    refusals.set('priya.nair@bigcorp.example', 100);
    expect((await t.call('forgetPassword', { cloudId: 'bigcorp', username: 'bigcorp-admin' })).statusCode).toBe(200);
    await expect.poll(async () => (await outboxOf('priya.nair@bigcorp.example')).length, { timeout: 20_000, interval: 250 }).toBe(1);
    const [row] = await outboxOf('priya.nair@bigcorp.example');
    expect(row).toMatchObject({ transport: 'smtp', status: 'failed', body: '' });
    expect(row?.error).toMatch(/Mailbox busy/);
    expect(refusals.get('priya.nair@bigcorp.example')).toBe(97);
    expect(received).not.toContain('priya.nair@bigcorp.example');
  });
});
