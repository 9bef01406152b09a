import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function latestRef(recipient: string): Promise<string> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id)).limit(1);
  const ref = /\/resetPassword\?ref=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!ref) throw new Error(`no reset link mailed to ${recipient}`);
  return ref;
}

async function askForReset(cloudId: string, username: string, recipient: string): Promise<string> {
  const response = await t.call('forgetPassword', { cloudId, username });
  expect(response.json()).toEqual({ message: 'Please Follow the link emailed to reset the password!', message_id: 'forgetSent' });
  await expect.poll(() => latestRef(recipient).catch(() => null)).toBeTruthy();
  return latestRef(recipient);
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
    const ref = await askForReset('acme', 'acme-support', 'bruno.silva@acme.example');
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
    const ref = await askForReset('acme', 'acme-simple', 'carla.jensen@acme.example');
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.call('resetPassword', { ref, password: 'fresh-pass-1' })).statusCode).toBe(400);
    await t.login('acme', 'acme-simple');
  });
});

describe('mail over SMTP', () => {
  it('delivers the reset link to a real SMTP server', async () => {
    const received: string[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const port = (sink.server.address() as { port: number }).port;
    const smtp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://console.example.test' });
    try {
      expect((await smtp.call('forgetPassword', { cloudId: 'globex', username: 'globex-admin' })).statusCode).toBe(200);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
      expect(received[0]).toContain('hank@globex.example');
      expect(received[0]?.replace(/=\r?\n/g, '')).toMatch(/https:\/\/console\.example\.test\/resetPassword\?ref=[\w-]{43}/);
      // The outbox row is written once the server has accepted the mail, a moment after the sink saw it.
      await expect.poll(async () => (await smtp.database.db.select().from(mailOutbox))[0], { timeout: 5000 }).toMatchObject({ transport: 'smtp', status: 'sent', body: '' });
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });
});
