import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisioningTokens } from '../../src/db/schema.js';
import { createQrTokensRepository, type QrUser } from '../../src/features/app-management/qr-tokens.repository.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const userOf = (extension: string): QrUser => ({ cloudId: 'acme', domain: 'batch.example', extension, subscriberLogin: `${extension}@batch.example` });
const expiresAt = new Date(Date.now() + 3_600_000);

async function liveHashesOf(extension: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ hash: provisioningTokens.tokenHash })
    .from(provisioningTokens)
    .where(and(eq(provisioningTokens.domain, 'batch.example'), eq(provisioningTokens.extension, extension), isNull(provisioningTokens.revokedAt)));
  return rows.map((row) => row.hash);
}

describe('QR tokens issued side by side (one statement per batch)', () => {
  it('gives every mail its own token and leaves each user only the last one issued, also within one batch', async () => {
    const repo = createQrTokensRepository(t.database.db);
    await repo.issue(userOf('100'), 'hash-old-100', expiresAt);
    // Issued in the same tick: they share a batch, in which user 101 comes twice.
    const ids = await Promise.all([
      repo.issue(userOf('100'), 'hash-new-100', expiresAt),
      repo.issue(userOf('101'), 'hash-first-101', expiresAt),
      repo.issue(userOf('102'), 'hash-102', expiresAt),
      repo.issue(userOf('101'), 'hash-second-101', expiresAt),
    ]);
    expect(new Set(ids).size).toBe(4);
    const rows = await t.database.db.select({ id: provisioningTokens.id, hash: provisioningTokens.tokenHash }).from(provisioningTokens).where(eq(provisioningTokens.domain, 'batch.example'));
    const idOfHash = new Map(rows.map((row) => [row.hash, row.id]));
    expect(ids).toEqual(['hash-new-100', 'hash-first-101', 'hash-102', 'hash-second-101'].map((hash) => idOfHash.get(hash)));
    expect(await liveHashesOf('100')).toEqual(['hash-new-100']);
    expect(await liveHashesOf('101')).toEqual(['hash-second-101']);
    expect(await liveHashesOf('102')).toEqual(['hash-102']);
  });

  it('fails every mail of a batch whose statement fails, and stores none of its tokens', async () => {
    const repo = createQrTokensRepository(t.database.db);
    // The same hash twice breaks the unique index: the whole statement fails.
    const results = await Promise.allSettled([repo.issue(userOf('200'), 'hash-dup', expiresAt), repo.issue(userOf('201'), 'hash-dup', expiresAt)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect([...(await liveHashesOf('200')), ...(await liveHashesOf('201'))]).toEqual([]);
  });
});
