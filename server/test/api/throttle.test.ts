import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
