import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6' });
});
afterAll(() => t.close());

const signIn = (user: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/authLogin',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: { cloud_id: 'acme', user, password },
  });

describe('sign-in throttling', () => {
  it('locks an account briefly after repeated failures, without locking other accounts', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('acme-support', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const locked = await signIn('acme-support', 'demo-pass-1234', '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./);
    expect((await signIn('acme-simple', 'demo-pass-1234', '10.0.0.1')).statusCode).toBe(200);
  });

  it('holds back an address that keeps failing, whatever account it tries', async () => {
    for (const user of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) await signIn(user, 'wrong', '10.0.0.9');
    expect((await signIn('acme-admin', 'demo-pass-1234', '10.0.0.9')).statusCode).toBe(429);
    expect((await signIn('acme-admin', 'demo-pass-1234', '10.0.0.10')).statusCode).toBe(200);
  });
});

const post = (url: string, payload: object, remoteAddress: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload,
  });

const mailsTo = async (recipient: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).length;

describe('password reset throttling', () => {
  it('mails one account a few times per window, then answers 429 whoever asks', async () => {
    const answers: number[] = [];
    for (const address of ['10.0.1.1', '10.0.1.2', '10.0.1.3', '10.0.1.4', '10.0.1.5']) {
      answers.push((await post('forgetPassword', { cloudId: 'acme', username: 'acme-admin' }, address)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const refused = await post('forgetPassword', { cloudId: 'acme', username: 'acme-admin' }, '10.0.1.6');
    expect(refused.json().message).toMatch(/^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/);
    await expect.poll(() => mailsTo('alice.moreau@acme.example'), { timeout: 10_000 }).toBe(3);
  });

  it('holds back an address that asks for many accounts', async () => {
    for (const user of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']) {
      expect((await post('forgetPassword', { cloudId: 'acme', username: user }, '10.0.2.1')).statusCode).toBe(200);
    }
    expect((await post('forgetPassword', { cloudId: 'acme', username: 'r7' }, '10.0.2.1')).statusCode).toBe(429);
    expect((await post('forgetPassword', { cloudId: 'acme', username: 'r7' }, '10.0.2.2')).statusCode).toBe(200);
  });
});

describe('password change throttling', () => {
  it('stops guessing the current password with a stolen token after a few wrong guesses', async () => {
    const token = await t.login('globex', 'globex-admin');
    for (const guess of ['guess-1', 'guess-2', 'guess-3']) {
      const wrong = await post('changePassword', { old_password: guess, new_password: 'new-pass-123' }, '10.0.3.1', token);
      expect(wrong.json().message).toBe('Wrong Password');
    }
    const right = await post('changePassword', { old_password: 'demo-pass-1234', new_password: 'new-pass-123' }, '10.0.3.2', token);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many wrong passwords\. Please wait \d+ minutes? and try again\.$/);
    await t.login('globex', 'globex-admin');
  });
});
