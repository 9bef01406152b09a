import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUsers, idempotentRequests, passwordResets, sessions } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PURGE_INTERVAL_SECONDS: '1' });
});
afterAll(() => t.close());

describe('the periodic purge', () => {
  it('deletes expired and revoked sessions and spent reset links, and keeps the live ones', async () => {
    const token = await t.login('acme', 'acme-admin');
    const [user] = await t.database.db.select().from(consoleUsers).where(eq(consoleUsers.username, 'acme-admin'));
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await t.database.db.insert(sessions).values([
      { tokenHash: 'expired', userId: user!.id, expiresAt: past },
      { tokenHash: 'revoked', userId: user!.id, expiresAt: future, revokedAt: past },
    ]);
    await t.database.db.insert(passwordResets).values([
      { tokenHash: 'used', userId: user!.id, expiresAt: future, usedAt: past },
      { tokenHash: 'old', userId: user!.id, expiresAt: past },
      { tokenHash: 'open', userId: user!.id, expiresAt: future },
    ]);

    const hashes = async () => ({
      sessions: (await t.database.db.select().from(sessions)).map((row) => row.tokenHash),
      resets: (await t.database.db.select().from(passwordResets)).map((row) => row.tokenHash),
    });
    await expect.poll(async () => (await hashes()).sessions.includes('expired'), { timeout: 10_000, interval: 250 }).toBe(false);
    await expect.poll(async () => (await hashes()).resets, { timeout: 5_000, interval: 250 }).toEqual(['open']);
    expect((await hashes()).sessions).not.toContain('revoked');
    expect((await t.call('getProfileDetails', {}, token)).statusCode).toBe(200);
  });

  it('forgets the answers of idempotency keys after a day, and keeps the recent ones', async () => {
    const [user] = await t.database.db.select().from(consoleUsers).where(eq(consoleUsers.username, 'acme-admin'));
    const row = (keyHash: string, startedAt: Date) => ({ userId: user!.id, keyHash, call: 'createUpdateUser', requestHash: 'r', answer: '{}', startedAt, completedAt: startedAt });
    await t.database.db.insert(idempotentRequests).values([row('day-old', new Date(Date.now() - 25 * 3_600_000)), row('recent', new Date())]);
    const keys = async () => (await t.database.db.select().from(idempotentRequests)).map((entry) => entry.keyHash);
    await expect.poll(keys, { timeout: 10_000, interval: 250 }).toEqual(['recent']);
  });
});
