import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

/** An SMTP server that refuses some recipients for a while ("try again later"), or for ever. */
const refusals = new Map<string, number>();
const received: string[] = [];
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
    stream.on('data', () => {});
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
      done();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as { port: number }).port;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_LIMIT: '2', MAIL_RETRY_DELAY_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const outboxOf = (recipient: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

describe('mail through the job queue', () => {
  it('retries a mail the server refused, and delivers it once', async () => {
    refusals.set('hank@globex.example', 1);
    expect((await t.call('forgetPassword', { cloudId: 'globex', username: 'globex-admin' })).statusCode).toBe(200);
    await expect.poll(() => received.filter((to) => to === 'hank@globex.example').length, { timeout: 15_000 }).toBe(1);
    expect(refusals.get('hank@globex.example')).toBe(0);
    await expect.poll(async () => (await outboxOf('hank@globex.example')).map((row) => row.status), { timeout: 5_000 }).toEqual(['sent']);
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
