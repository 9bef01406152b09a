import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleUsers, idempotentRequests, passwordResets, qrMailDeliveries, qrMailRuns, sessions } from '../../src/db/schema.js';
import { useApp } from '../support/test-app.js';

const app = useApp({ PURGE_INTERVAL_SECONDS: '1' });

describe('the periodic purge', () => {
  it('deletes expired and revoked sessions and spent reset links, and keeps the live ones', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const [user] = await app.t.database.db.select().from(consoleUsers).where(eq(consoleUsers.username, 'acme-admin'));
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await app.t.database.db.insert(sessions).values([
      { tokenHash: 'expired', userId: user!.id, expiresAt: past },
      { tokenHash: 'revoked', userId: user!.id, expiresAt: future, revokedAt: past },
    ]);
    await app.t.database.db.insert(passwordResets).values([
      { tokenHash: 'used', userId: user!.id, expiresAt: future, usedAt: past },
      { tokenHash: 'old', userId: user!.id, expiresAt: past },
      { tokenHash: 'open', userId: user!.id, expiresAt: future },
    ]);

    const hashes = async () => ({
      sessions: (await app.t.database.db.select().from(sessions)).map((row) => row.tokenHash),
      resets: (await app.t.database.db.select().from(passwordResets)).map((row) => row.tokenHash),
    });
    await expect.poll(async () => (await hashes()).sessions.includes('expired'), { timeout: 10_000, interval: 250 }).toBe(false);
    await expect.poll(async () => (await hashes()).resets, { timeout: 5_000, interval: 250 }).toEqual(['open']);
    expect((await hashes()).sessions).not.toContain('revoked');
    expect((await app.t.call('getProfileDetails', {}, token)).statusCode).toBe(200);
  });

  it('deletes sends of QR e-mails older than QR_MAIL_KEEP_DAYS (90) with the status of their mails, and keeps newer ones', async () => {
    const day = 86_400_000;
    const run = (days: number) => ({ cloudId: 'acme', domain: 'acme.demo', sentByName: 'Alice', subject: 'S', body: 'B', createdAt: new Date(Date.now() - days * day) });
    const [old, recent] = await app.t.database.db.insert(qrMailRuns).values([run(91), run(89)]).returning({ id: qrMailRuns.id });
    const delivery = { cloudId: 'acme', domain: 'acme.demo', extension: '1001', subscriberLogin: '1001@acme.demo', firstName: 'A', lastName: 'B', recipient: 'a@acme.example', status: 'sent', expiresAt: new Date() };
    await app.t.database.db.insert(qrMailDeliveries).values([{ ...delivery, runId: old!.id }, { ...delivery, runId: recent!.id }]);
    const runIds = async () => (await app.t.database.db.select({ id: qrMailRuns.id }).from(qrMailRuns)).map((row) => row.id);
    await expect.poll(runIds, { timeout: 10_000, interval: 250 }).toEqual([recent!.id]);
    expect((await app.t.database.db.select().from(qrMailDeliveries)).map((row) => row.runId)).toEqual([recent!.id]);
  });

  it('forgets the answers of idempotency keys after a day, and keeps the recent ones', async () => {
    const [user] = await app.t.database.db.select().from(consoleUsers).where(eq(consoleUsers.username, 'acme-admin'));
    const row = (keyHash: string, startedAt: Date) => ({ userId: user!.id, keyHash, call: 'createUpdateUser', requestHash: 'r', answer: '{}', startedAt, completedAt: startedAt });
    await app.t.database.db.insert(idempotentRequests).values([row('day-old', new Date(Date.now() - 25 * 3_600_000)), row('recent', new Date())]);
    const keys = async () => (await app.t.database.db.select().from(idempotentRequests)).map((entry) => entry.keyHash);
    await expect.poll(keys, { timeout: 10_000, interval: 250 }).toEqual(['recent']);
  });
});
