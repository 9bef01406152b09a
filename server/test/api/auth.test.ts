import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('authLogin', () => {
  it('answers the profile and a token for a demo account', async () => {
    const response = await t.call('authLogin', { cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Alice Moreau', user_type: 'admin', superuser: false, url: '' });
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same "Invalid Credentials" for a wrong cloud id, user or password', async () => {
    for (const attempt of [
      { cloud_id: 'nope', user: 'acme-admin', password: 'demo-pass-1234' },
      { cloud_id: 'acme', user: 'nobody', password: 'demo-pass-1234' },
      { cloud_id: 'acme', user: 'acme-support', password: 'wrong-password' },
    ]) {
      const response = await t.call('authLogin', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid Credentials' });
    }
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('demo', 'support');
    expect((await t.call('getProfileDetails', {}, token)).statusCode).toBe(200);
    expect((await t.call('logout', {}, token)).statusCode).toBe(200);
    expect((await t.call('getProfileDetails', {}, token)).statusCode).toBe(401);
  });
});
