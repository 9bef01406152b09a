import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import { useApp } from '../support/test-app.js';

const app = useApp();

describe('authLogin', () => {
  it('answers the profile and a token for a demo account', async () => {
    const response = await app.t.call('authLogin', { cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' });
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
      const response = await app.t.call('authLogin', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid Credentials', messageId: 'invalidCredentials' });
    }
  });

  it('revokes the token on logout', async () => {
    const token = await app.t.login('demo', 'support');
    expect((await app.t.call('getProfileDetails', {}, token)).statusCode).toBe(200);
    expect((await app.t.call('logout', {}, token)).statusCode).toBe(200);
    expect((await app.t.call('getProfileDetails', {}, token)).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  const expire = async (token: string, values: Partial<typeof sessions.$inferInsert>) =>
    app.t.database.db.update(sessions).set(values).where(eq(sessions.tokenHash, hashToken(token)));

  it('ends a session idle longer than the idle timeout', async () => {
    const token = await app.t.login('globex', 'globex-admin');
    await expire(token, { lastSeenAt: new Date(Date.now() - 481 * 60_000) });
    expect((await app.t.call('getProfileDetails', {}, token)).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime however busy it was', async () => {
    const token = await app.t.login('globex', 'globex-admin');
    await expire(token, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    const response = await app.t.call('getProfileDetails', {}, token);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.', messageId: 'sessionEnded' });
  });

  it('stores only a hash of the token', async () => {
    const token = await app.t.login('globex', 'globex-admin');
    const rows = await app.t.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true);
  });
});
