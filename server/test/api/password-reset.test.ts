import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUsers, mailOutbox, passwordResets } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { captureLog, mailJobStates, storedMailTraces } from '../support/mail-traces.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

let t: TestApp;
let sink: SmtpSink;
const log = captureLog();
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: 'https://console.example.test' }, log.stream);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const LINK = /https:\/\/console\.example\.test\/resetPassword\?ref=([\w-]+)/;

/** The reset link of the newest mail the SMTP server received for `recipient`, read as a mail client reads it. */
async function latestLink(recipient: string, after: number): Promise<{ link: string; ref: string }> {
  await expect.poll(() => sink.mails.slice(after).filter((mail) => mail.rcpt.includes(recipient)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mail = sink.mails.slice(after).filter((candidate) => candidate.rcpt.includes(recipient)).at(-1);
  const found = LINK.exec((await mail?.parsed)?.text ?? '');
  if (!found) throw new Error(`no reset link mailed to ${recipient}`);
  return { link: found[0], ref: found[1] as string };
}

async function askForReset(cloudId: string, username: string, recipient: string) {
  const before = sink.mails.length;
  const response = await t.call('forgetPassword', { cloudId, username });
  expect(response.json()).toEqual({ message: 'Please Follow the link emailed to reset the password!', message_id: 'forgetSent' });
  return latestLink(recipient, before);
}

describe('forgetPassword and resetPassword', () => {
  it('needs both fields', async () => {
    const response = await t.call('forgetPassword', { cloudId: 'acme', username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Username and Cloud Id are mandatory to reset Password');
  });

  it('answers the same for an account that does not exist, and mails nothing', async () => {
    const before = await t.database.db.select().from(mailOutbox);
    const response = await t.call('forgetPassword', { cloudId: 'acme', username: 'nobody-here' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Please Follow the link emailed to reset the password!', message_id: 'forgetSent' });
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('resets the password once through the mailed link and ends the old sessions', async () => {
    const oldSession = await t.login('acme', 'acme-support');
    const { ref } = await askForReset('acme', 'acme-support', 'bruno.silva@acme.example');
    const short = await t.call('resetPassword', { ref, password: '12345' });
    expect(short.json().message).toBe('New Password should be atleast 6 characters long!');
    const done = await t.call('resetPassword', { ref, password: 'fresh-pass-1' });
    expect(done.json()).toEqual({ message: 'Password has been resetted successfully!', message_id: 'resetDone' });
    expect((await t.call('getProfileDetails', {}, oldSession)).statusCode).toBe(401);
    await t.login('acme', 'acme-support', 'fresh-pass-1');
    const again = await t.call('resetPassword', { ref, password: 'another-pass-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link', async () => {
    const { ref } = await askForReset('acme', 'acme-simple', 'carla.jensen@acme.example');
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.call('resetPassword', { ref, password: 'fresh-pass-1' })).statusCode).toBe(400);
    await t.login('acme', 'acme-simple');
  });
});

describe('the reset link', () => {
  it('reaches the mailbox over SMTP and is kept nowhere else: not in the job queue, the outbox, the log or the access line of its page', async () => {
    const { link, ref } = await askForReset('globex', 'globex-admin', 'hank@globex.example');
    expect(ref).toMatch(/^[\w-]{43}$/);
    expect(sink.mailsTo('hank@globex.example')).toHaveLength(1);
    // Only its hash is stored, with the user it resets.
    const [admin] = await t.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, 'globex-admin'));
    const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(ref)));
    expect(stored?.userId).toBe(admin?.id);
    // The outbox row is written once the server has accepted the mail, a moment after the sink saw it.
    await expect.poll(async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'hank@globex.example')))[0], { timeout: 5000 }).toMatchObject({ transport: 'smtp', status: 'sent', body: '' });
    await expect.poll(() => mailJobStates(t), { timeout: 5000 }).not.toContain('active');
    await t.app.inject({ method: 'GET', url: `/resetPassword?ref=${ref}` });

    const traces = await storedMailTraces(t);
    expect(traces).toContain('hank@globex.example');
    for (const text of [traces, log.text()]) {
      expect(text).not.toContain(ref);
      expect(text).not.toContain(link);
    }
    expect(log.text()).toContain('/resetPassword?ref=[redacted]');
    // The job holds what writes the mail, of its kind.
    expect(traces).toContain('"kind":"password-reset"');
  });
});
