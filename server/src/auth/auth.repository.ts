import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.js';
import { consoleUsers, passwordResets, sessions, tenants } from '../db/schema.js';

export function createAuthRepository(db: Db) {
  // Every signed-in call starts with this lookup: built and planned once, not per request.
  const findSessionQuery = db
    .select({ session: sessions, user: consoleUsers, tenantActive: tenants.active })
    .from(sessions)
    .innerJoin(consoleUsers, eq(consoleUsers.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.cloudId, consoleUsers.cloudId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('find_session');

  return {
    async findLoginUser(cloudId: string, username: string) {
      const [row] = await db
        .select({ user: consoleUsers, tenantActive: tenants.active })
        .from(consoleUsers)
        .innerJoin(tenants, eq(tenants.cloudId, consoleUsers.cloudId))
        .where(and(eq(consoleUsers.cloudId, cloudId), eq(sql`lower(${consoleUsers.username})`, username.toLowerCase())))
        .limit(1);
      return row;
    },

    async createSession(values: { tokenHash: string; userId: number; expiresAt: Date }) {
      await db.insert(sessions).values(values);
    },

    /** The live session behind a token hash, with its user and whether the user's tenant is still active. */
    async findSession(tokenHash: string) {
      const [row] = await findSessionQuery.execute({ tokenHash });
      return row;
    },

    /** Never moves the time back: processes write it each on their own, and a late write may come after a newer one. */
    async touchSession(id: number, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, at)));
    },

    async revokeSession(id: number) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
    },

    async revokeUserSessions(userId: number, tx: Db = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async createReset(values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<number> {
      const [row] = await db.insert(passwordResets).values(values).returning({ id: passwordResets.id });
      if (!row) throw new Error('an insert returned no row');
      return row.id;
    },

    /** A reference whose mail was not delivered stops working (marked used, so it is purged with the spent ones). */
    async revokeReset(id: number) {
      await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)));
    },

    /** Marks the reference used and answers its user, or nothing when it is unknown, used or expired. */
    async consumeReset(tokenHash: string, tx: Db) {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      return row;
    },

    /** Answers whose password it was (undefined: no such user), for the change's audit entry. */
    async setPassword(userId: number, passwordHash: string, tx: Db = db): Promise<{ username: string; cloudId: string } | undefined> {
      const [row] = await tx
        .update(consoleUsers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(consoleUsers.id, userId))
        .returning({ username: consoleUsers.username, cloudId: consoleUsers.cloudId });
      return row;
    },

    /** Other reset links of the user stop working once one has been used. */
    async expireResets(userId: number, tx: Db) {
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /** Deletes sessions that can no longer be used (expired, idle too long, revoked) and spent reset links. */
    async purgeExpired(now: Date, idleSince: Date): Promise<{ sessions: number; resets: number }> {
      const gone = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince), isNotNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      const spent = await db
        .delete(passwordResets)
        .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      return { sessions: gone.length, resets: spent.length };
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
