import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { mailOutbox, provisioningTokens, subscribers, whiteLabels } from '../../db/schema.js';

export type QrUser = { cloudId: string; domain: string; extension: string; subscriberLogin: string };

export function createQrTokensRepository(db: Db) {
  return {
    /**
     * Stores a new token of the user and revokes the user's older unused ones, in one statement (a
     * send to thousands of users issues one per mail: one round trip rather than a transaction's four).
     */
    async issue(user: QrUser, tokenHash: string, expiresAt: Date): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        with revoked as (
          update ${provisioningTokens} set revoked_at = now()
          where cloud_id = ${user.cloudId} and domain = ${user.domain} and extension = ${user.extension} and used_at is null and revoked_at is null
        )
        insert into ${provisioningTokens} (cloud_id, domain, extension, subscriber_login, token_hash, expires_at)
        values (${user.cloudId}, ${user.domain}, ${user.extension}, ${user.subscriberLogin}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz)
        returning id`);
      const [row] = (result as unknown as { rows: Array<{ id: number }> }).rows;
      if (!row) throw new Error('an insert returned no row');
      return row.id;
    },

    async revoke(id: number): Promise<void> {
      await db.update(provisioningTokens).set({ revokedAt: new Date() }).where(eq(provisioningTokens.id, id));
    },

    /** A token that is unused, unrevoked and unexpired, of an active tenant, with the tenant's name and logos. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          cloudId: provisioningTokens.cloudId,
          subscriberLogin: provisioningTokens.subscriberLogin,
          expiresAt: provisioningTokens.expiresAt,
          company: subscribers.company,
          dashboardLogo: whiteLabels.dashboardLogo,
          signinLogo: whiteLabels.signinLogo,
        })
        .from(provisioningTokens)
        .innerJoin(subscribers, eq(subscribers.cloudId, provisioningTokens.cloudId))
        .leftJoin(whiteLabels, eq(whiteLabels.subscriberId, subscribers.id))
        .where(
          and(
            eq(provisioningTokens.tokenHash, tokenHash),
            isNull(provisioningTokens.usedAt),
            isNull(provisioningTokens.revokedAt),
            gt(provisioningTokens.expiresAt, now),
            eq(subscribers.active, true),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * QR mails of a domain given up on, newest first, leaving out a user's failures followed by a
     * delivered (or, without SMTP, kept) QR mail to that user.
     */
    async failures(cloudId: string, domain: string) {
      const prefix = `qr:${domain}:`;
      return db
        .select({ reference: mailOutbox.reference, recipient: mailOutbox.recipient, error: mailOutbox.error, at: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.cloudId, cloudId),
            eq(mailOutbox.status, 'failed'),
            // `left` rather than LIKE: a domain may hold `_`, which LIKE would read as a wildcard.
            sql`left(${mailOutbox.reference}, ${prefix.length}) = ${prefix}`,
            sql`not exists (select 1 from ${mailOutbox} later where later.cloud_id = ${mailOutbox.cloudId}
              and later.reference = ${mailOutbox.reference} and later.status in ('sent', 'kept') and later.created_at > ${mailOutbox.createdAt})`,
          ),
        )
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(100);
    },
  };
}

export type QrTokensRepository = ReturnType<typeof createQrTokensRepository>;
