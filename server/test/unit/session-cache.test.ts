import { describe, expect, it } from 'vitest';
import { parseSessionChange } from '../../src/db/session-changes.js';
import { createSessionCache, type CachedSession } from '../../src/auth/session-cache.js';

const NOW = 1_000_000_000_000;
const MINUTE = 60_000;

function sessionOf(sessionId: number, userId = sessionId, cloudId = 'acme'): CachedSession {
  const session = { sessionId, userId, username: `user-${userId}`, name: 'Pat', cloudId, userType: 'admin', isSuperTenant: false };
  return { session, lastSeenAt: NOW, expiresAt: NOW + 60 * MINUTE };
}

function liveCache(options: { maxEntries?: number } = {}) {
  const cache = createSessionCache({ ttlMs: 5000, idleMs: 10 * MINUTE, ...options });
  cache.setLive(true);
  return cache;
}

function keep(cache: ReturnType<typeof liveCache>, tokenHash: string, read: CachedSession, now = NOW) {
  return cache.keep(tokenHash, read, cache.ticket(), now);
}

describe('the session cache', () => {
  it('keeps a session for its time, and never past the session lifetime or idle timeout', () => {
    const cache = liveCache();
    keep(cache, 'a', sessionOf(1));
    expect(cache.find('a', NOW + 4999)?.session.sessionId).toBe(1);
    expect(cache.find('a', NOW + 5000)).toBeUndefined();

    keep(cache, 'b', { ...sessionOf(2), expiresAt: NOW + 1000 });
    expect(cache.find('b', NOW + 999)).toBeDefined();
    expect(cache.find('b', NOW + 1000)).toBeUndefined();

    keep(cache, 'c', { ...sessionOf(3), lastSeenAt: NOW - 10 * MINUTE + 2000 });
    expect(cache.find('c', NOW + 1999)).toBeDefined();
    expect(cache.find('c', NOW + 2000)).toBeUndefined();
  });

  it('makes room by forgetting the oldest entry', () => {
    const cache = liveCache({ maxEntries: 3 });
    for (const id of [1, 2, 3, 4]) keep(cache, `t${id}`, sessionOf(id));
    expect(cache.size()).toBe(3);
    expect(cache.find('t1', NOW)).toBeUndefined();
    expect(cache.find('t4', NOW)).toBeDefined();
  });

  it('forgets what a change concerns: a session, a user, a tenant, or all for a change it does not understand', () => {
    const cache = liveCache();
    keep(cache, 's1', sessionOf(1, 10, 'acme'));
    keep(cache, 's2', sessionOf(2, 10, 'acme'));
    keep(cache, 's3', sessionOf(3, 11, 'acme'));
    keep(cache, 's4', sessionOf(4, 12, 'globex'));
    keep(cache, 's5', sessionOf(5, 13, 'globex'));
    cache.forget({ kind: 'session', id: 1 });
    expect(['s1', 's2'].map((hash) => Boolean(cache.find(hash, NOW)))).toEqual([false, true]);
    cache.forget({ kind: 'user', id: 10 });
    expect(['s2', 's3'].map((hash) => Boolean(cache.find(hash, NOW)))).toEqual([false, true]);
    cache.forget({ kind: 'tenant', cloudId: 'acme' });
    expect(['s3', 's4'].map((hash) => Boolean(cache.find(hash, NOW)))).toEqual([false, true]);
    cache.forget(undefined);
    expect(cache.size()).toBe(0);
  });

  it('does not keep a session read while a change was announced: it may be the state from before', () => {
    const cache = liveCache();
    const ticket = cache.ticket();
    cache.forget({ kind: 'user', id: 99 });
    cache.keep('a', sessionOf(1), ticket, NOW);
    expect(cache.find('a', NOW)).toBeUndefined();
    keep(cache, 'a', sessionOf(1));
    expect(cache.find('a', NOW)).toBeDefined();
  });

  it('keeps nothing while changes are not being announced, and forgets all when they stop', () => {
    const cache = createSessionCache({ ttlMs: 5000, idleMs: MINUTE });
    cache.keep('a', sessionOf(1), cache.ticket(), NOW);
    expect(cache.find('a', NOW)).toBeUndefined();
    cache.setLive(true);
    cache.keep('a', sessionOf(1), cache.ticket(), NOW);
    expect(cache.find('a', NOW)).toBeDefined();
    const ticket = cache.ticket();
    cache.setLive(false);
    expect(cache.find('a', NOW)).toBeUndefined();
    cache.keep('b', sessionOf(2), ticket, NOW);
    expect(cache.size()).toBe(0);
  });

  it('keeps nothing with a time of 0', () => {
    const cache = createSessionCache({ ttlMs: 0, idleMs: MINUTE });
    cache.setLive(true);
    cache.keep('a', sessionOf(1), cache.ticket(), NOW);
    expect(cache.size()).toBe(0);
  });
});

describe('the notices of session changes', () => {
  it('names a session, a user or a tenant, and nothing else', () => {
    expect(parseSessionChange('s:12')).toEqual({ kind: 'session', id: 12 });
    expect(parseSessionChange('u:7')).toEqual({ kind: 'user', id: 7 });
    expect(parseSessionChange('c:acme:east')).toEqual({ kind: 'tenant', cloudId: 'acme:east' });
    for (const payload of ['', 's:', 'u:x', 'c:', 'x:1', 'caught-up:ab:1']) expect(parseSessionChange(payload)).toBeUndefined();
  });
});
