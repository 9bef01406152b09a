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

describe('QR tokens issued together (one statement per batch)', () => {
  it('gives every mail its own token and leaves each user only the last one issued, also within one batch', async () => {
    const repo = createQrTokensRepository(t.database.db);
    await repo.issueAll([{ user: userOf('100'), tokenHash: 'hash-old-100', expiresAt }]);
    // One batch, in which user 101 comes twice.
    const hashes = ['hash-new-100', 'hash-first-101', 'hash-102', 'hash-second-101'];
    const issued = await repo.issueAll(['100', '101', '102', '101'].map((extension, index) => ({ user: userOf(extension), tokenHash: hashes[index]!, expiresAt })));
    const ids = hashes.map((hash) => issued.get(hash));
    expect(new Set(ids).size).toBe(4);
    const rows = await t.database.db.select({ id: provisioningTokens.id, hash: provisioningTokens.tokenHash }).from(provisioningTokens).where(eq(provisioningTokens.domain, 'batch.example'));
    const idOfHash = new Map(rows.map((row) => [row.hash, row.id]));
    expect(ids).toEqual(['hash-new-100', 'hash-first-101', 'hash-102', 'hash-second-101'].map((hash) => idOfHash.get(hash)));
    expect(await liveHashesOf('100')).toEqual(['hash-new-100']);
    expect(await liveHashesOf('101')).toEqual(['hash-second-101']);
    expect(await liveHashesOf('102')).toEqual(['hash-102']);
  });

  it('stores none of a batch\'s tokens when one cannot be stored', async () => {
    const repo = createQrTokensRepository(t.database.db);
    // The same hash twice breaks the unique index: the whole statement fails, in one round or in two.
    await expect(repo.issueAll([{ user: userOf('200'), tokenHash: 'hash-dup', expiresAt }, { user: userOf('201'), tokenHash: 'hash-dup', expiresAt }])).rejects.toThrow();
    await expect(
      repo.issueAll([
        { user: userOf('202'), tokenHash: 'hash-202', expiresAt },
        { user: userOf('202'), tokenHash: 'hash-dup-2', expiresAt },
        { user: userOf('203'), tokenHash: 'hash-dup-2', expiresAt },
      ]),
    ).rejects.toThrow();
    expect([...(await liveHashesOf('200')), ...(await liveHashesOf('201')), ...(await liveHashesOf('202')), ...(await liveHashesOf('203'))]).toEqual([]);
  });
});
