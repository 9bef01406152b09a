import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { mailOutbox, provisioningTokens, tenants, whiteLabels } from '../../db/schema.js';

export type QrUser = { cloudId: string; domain: string; extension: string; subscriberLogin: string };

export type NewToken = { user: QrUser; tokenHash: string; expiresAt: Date };

const userKey = ({ cloudId, domain, extension }: QrUser) => JSON.stringify([cloudId, domain, extension]);

/**
 * The tokens in rounds that each name a user at most once, in the order they came: a user's later
 * token revokes the earlier one, which one statement could not do (its revocation does not see
 * what the same statement inserts).
 */
function roundsOf(tokens: NewToken[]): NewToken[][] {
  const rounds: NewToken[][] = [];
  const roundOfUser = new Map<string, number>();
  for (const token of tokens) {
    const key = userKey(token.user);
    const round = (roundOfUser.get(key) ?? -1) + 1;
    roundOfUser.set(key, round);
    (rounds[round] ??= []).push(token);
  }
  return rounds;
}

/**
 * Stores new tokens and revokes their users' older unused ones, in one statement: each user at most
 * once (its revocation does not see what the same statement inserts).
 */
async function insertRound(db: Db, tokens: NewToken[]): Promise<Map<string, number>> {
  // Rows as a VALUES list rather than one JSON parameter: the planner then knows how few they are
  // and revokes through the user index, where an unknown count makes it read the whole table.
  const rows = sql.join(
    tokens.map(({ user, tokenHash, expiresAt }) => sql`(${user.cloudId}, ${user.domain}, ${user.extension}, ${user.subscriberLogin}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute<{ id: number; token_hash: string }>(sql`
    with input (cloud_id, domain, extension, login, hash, expires) as (values ${rows}),
    revoked as (
      update ${provisioningTokens} as p set revoked_at = now() from input i
      where p.cloud_id = i.cloud_id and p.domain = i.domain and p.extension = i.extension and p.used_at is null and p.revoked_at is null
    )
    insert into ${provisioningTokens} (cloud_id, domain, extension, subscriber_login, token_hash, expires_at)
    select cloud_id, domain, extension, login, hash, expires from input
    returning id, token_hash`);
  return new Map((result as unknown as { rows: Array<{ id: number; token_hash: string }> }).rows.map((row) => [row.token_hash, row.id]));
}

export function createQrTokensRepository(db: Db) {
  return {
    /**
     * Stores new tokens, each revoking its user's older unused ones (a later one in the list revokes
     * an earlier one of the same user), in one statement unless a user is named twice; answers their
     * ids by hash. A QR e-mail sender issues the tokens of the mails it has taken at once.
     */
    async issueAll(tokens: NewToken[]): Promise<Map<string, number>> {
      const rounds = roundsOf(tokens);
      if (rounds.length <= 1) return rounds[0] ? insertRound(db, rounds[0]) : new Map();
      // Stored all or none: a mail without its token is retried whole.
      return db.transaction(async (tx) => {
        const ids = new Map<string, number>();
        for (const round of rounds) for (const [hash, id] of await insertRound(tx, round)) ids.set(hash, id);
        return ids;
      });
    },

    /** Revokes tokens issued for mails that were not sent. */
    async revokeAll(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.update(provisioningTokens).set({ revokedAt: new Date() }).where(inArray(provisioningTokens.id, ids));
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
          company: tenants.company,
          dashboardLogo: whiteLabels.dashboardLogo,
          signinLogo: whiteLabels.signinLogo,
        })
        .from(provisioningTokens)
        .innerJoin(tenants, eq(tenants.cloudId, provisioningTokens.cloudId))
        .leftJoin(whiteLabels, eq(whiteLabels.tenantId, tenants.id))
        .where(
          and(
            eq(provisioningTokens.tokenHash, tokenHash),
            isNull(provisioningTokens.usedAt),
            isNull(provisioningTokens.revokedAt),
            gt(provisioningTokens.expiresAt, now),
            eq(tenants.active, true),
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
