import type { SessionChange } from '../db/session-changes.js';
import type { Session } from '../rpc/call-context.js';

/** A session as read from the database, its times in milliseconds; `lastSeenAt` moves on as it is used. */
export type CachedSession = { session: Session; lastSeenAt: number; expiresAt: number };

/** Enough for every session of a busy console; past it, the oldest entry makes room. */
export const SESSION_CACHE_ENTRIES = 10_000;

export type SessionCacheOptions = { ttlMs: number; idleMs: number; maxEntries?: number };

function concerns(change: SessionChange, session: Session): boolean {
  if (change.kind === 'session') return session.sessionId === change.id;
  if (change.kind === 'user') return session.userId === change.id;
  return session.cloudId === change.cloudId;
}

/**
 * The sessions of signed-in calls, by token hash (never the token), each kept `ttlMs` after it was
 * read from the database, so that a signed-in call needs no round trip to it. An entry is never used
 * past the session's lifetime or idle timeout, and is forgotten when the database announces a change
 * of its session, user or tenant (`forget`). The cache is used only while those announcements are
 * being received (`setLive`): otherwise one could be missed, and every session is read again.
 */
export function createSessionCache({ ttlMs, idleMs, maxEntries = SESSION_CACHE_ENTRIES }: SessionCacheOptions) {
  const entries = new Map<string, CachedSession & { cachedUntil: number }>();
  let live = false;
  // Moves on at every change: a session read while it moved may be the state from before the change.
  let epoch = 0;

  return {
    find(tokenHash: string, now: number): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now < entry.cachedUntil && now < entry.expiresAt && now < entry.lastSeenAt + idleMs) return entry;
      entries.delete(tokenHash);
      return undefined;
    },

    /** Taken before a session is read from the database, and handed to `keep` with what was read. */
    ticket: () => epoch,

    /** Keeps what was read unless something changed since `ticket`; answers the entry to use. */
    keep(tokenHash: string, read: CachedSession, ticket: number, now: number): CachedSession {
      if (!live || ttlMs <= 0 || ticket !== epoch) return read;
      entries.delete(tokenHash);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry = { ...read, cachedUntil: now + ttlMs };
      entries.set(tokenHash, entry);
      return entry;
    },

    /** Forgets the sessions a change concerns; every session when the change is not understood. */
    forget(change: SessionChange | undefined): void {
      epoch += 1;
      if (!change) return entries.clear();
      for (const [tokenHash, { session }] of entries) if (concerns(change, session)) entries.delete(tokenHash);
    },

    /** Whether changes are being announced; either way, what is kept is forgotten. */
    setLive(value: boolean): void {
      live = value;
      epoch += 1;
      entries.clear();
    },

    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
