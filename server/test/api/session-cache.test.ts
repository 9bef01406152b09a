import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDb, type Database } from '../../src/db/open-db.js';
import { auditLog, passwordResets, sessions } from '../../src/db/schema.js';
import { hashToken, newToken } from '../../src/lib/secrets.js';
import { buildTestApp, withQueryLog, type TestApp } from '../helper.js';
import { ACME_USER_PASSWORD, acmeUserForm as person } from '../support/user-fixtures.js';

/**
 * Sessions are kept a minute here, so that within a test only an announced change, never the end of
 * the entry itself, can explain a kept session ending; with an idle timeout of one minute, a kept
 * session can time out while it is kept.
 */
const ENV = { SESSION_CACHE_SECONDS: '60', SESSION_IDLE_MINUTES: '1' };
/** How long a notice from another process may take to arrive. */
const NOTICE_WAIT = { timeout: 2000, interval: 20 };

const isSessionRead = (text: string) => /^select\b/i.test(text) && text.includes('from "sessions"');
const isSessionWrite = (text: string) => /^update "sessions"/i.test(text);

let t: TestApp;
const reads: string[] = [];
const writes: string[] = [];
beforeAll(async () => {
  t = await buildTestApp(ENV, undefined, {
    onQuery: (text) => {
      if (isSessionRead(text)) reads.push(text);
      if (isSessionWrite(text)) writes.push(text);
    },
  });
});
afterAll(() => t.close());

const statusOf = async (token: string, app: Pick<TestApp, 'call'> = t) => (await app.call('getProfileDetails', {}, token)).statusCode;

/** Signs in and makes one call, so that the session is kept in memory. */
async function keptSession(cloudId: string, user: string, password?: string): Promise<string> {
  const token = await t.login(cloudId, user, password);
  expect(await statusOf(token)).toBe(200);
  return token;
}

async function createUser(username: string, extra: object = {}): Promise<number> {
  const response = await t.call('createUpdateUser', person(username, extra), await t.login('acme', 'acme-admin'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

const sessionRow = (token: string) => eq(sessions.tokenHash, hashToken(token));

describe('a signed-in call', () => {
  it('reads its session from the database once, then from memory', async () => {
    const token = await t.login('globex', 'globex-admin');
    const before = reads.length;
    for (let call = 0; call < 10; call += 1) expect(await statusOf(token)).toBe(200);
    expect(reads.length - before).toBe(1);
  });

  it('records that the session was used once per half idle timeout, not on every call', async () => {
    const token = await t.login('globex', 'globex-admin');
    const seenBefore = new Date(Date.now() - 40_000);
    await t.database.db.update(sessions).set({ lastSeenAt: seenBefore }).where(sessionRow(token));
    const before = writes.length;
    for (let call = 0; call < 5; call += 1) expect(await statusOf(token)).toBe(200);
    const lastSeen = async () => (await t.database.db.select().from(sessions).where(sessionRow(token)))[0]!.lastSeenAt.getTime();
    await expect.poll(lastSeen).toBeGreaterThan(seenBefore.getTime() + 30_000);
    expect(writes.length - before).toBe(1);
  });
});

describe('a kept session ends at once', () => {
  it('on sign-out, and only that session', async () => {
    const [signedOut, other] = [await keptSession('demo', 'support'), await keptSession('demo', 'support')];
    expect((await t.call('logout', {}, signedOut)).statusCode).toBe(200);
    expect(await statusOf(signedOut)).toBe(401);
    expect(await statusOf(other)).toBe(200);
  });

  it('on a password change, for every session of the user but the one it answers', async () => {
    await createUser('changer');
    const [changing, other] = [await keptSession('acme', 'changer', ACME_USER_PASSWORD), await keptSession('acme', 'changer', ACME_USER_PASSWORD)];
    const changed = await t.call('changePassword', { old_password: ACME_USER_PASSWORD, new_password: 'changed-pass-1' }, changing);
    expect(changed.statusCode, changed.body).toBe(200);
    expect([await statusOf(changing), await statusOf(other), await statusOf(changed.json().Token)]).toEqual([401, 401, 200]);
  });

  it('on a password reset', async () => {
    const userId = await createUser('resetter');
    const token = await keptSession('acme', 'resetter', ACME_USER_PASSWORD);
    const ref = newToken();
    await t.database.db.insert(passwordResets).values({ tokenHash: hashToken(ref), userId, expiresAt: new Date(Date.now() + 600_000) });
    expect((await t.call('resetPassword', { ref, password: 'reset-pass-1' })).statusCode).toBe(200);
    expect(await statusOf(token)).toBe(401);
  });

  it('when an administrator deactivates, demotes or removes the user', async () => {
    const admin = await t.login('acme', 'acme-admin');
    const changes: Record<string, (id: number, username: string) => object> = {
      deactivated: (id, username) => person(username, { id, password: '', user_type: 'admin', active: false }),
      demoted: (id, username) => person(username, { id, password: '', user_type: 'support user' }),
    };
    for (const [username, form] of Object.entries(changes)) {
      const id = await createUser(username, { user_type: 'admin' });
      const token = await keptSession('acme', username, ACME_USER_PASSWORD);
      expect((await t.call('createUpdateUser', form(id, username), admin)).statusCode).toBe(200);
      expect(await statusOf(token), username).toBe(401);
    }
    const id = await createUser('removed');
    const token = await keptSession('acme', 'removed', ACME_USER_PASSWORD);
    expect((await t.call('deleteUserDetail', { id }, admin)).statusCode).toBe(200);
    expect(await statusOf(token)).toBe(401);
  });

  it("when the user's tenant is deactivated", async () => {
    const superAdmin = await t.login('demo', 'admin');
    const tenant = { accountcode: 'AC-7', cloud_id: 'kept-co', company: 'Kept Co', email: '', phone_number: '+1 555 0107' };
    const id = (await t.call('createUpdateSubscriber', tenant, superAdmin)).json().id;
    const user = { name: 'Kim', email: 'kim@kept.example', username: 'kim', user_type: 'admin', password: 'kim-pass-12', cloud_id: 'kept-co' };
    expect((await t.call('createUpdateUser', user, superAdmin)).statusCode).toBe(200);
    const token = await keptSession('kept-co', 'kim', 'kim-pass-12');
    expect((await t.call('createUpdateSubscriber', { ...tenant, id, active: false }, superAdmin)).statusCode).toBe(200);
    expect(await statusOf(token)).toBe(401);
  });

  it('when its row is changed by any statement, not only by the console', async () => {
    const token = await keptSession('globex', 'globex-admin');
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(sessionRow(token));
    // The database announces it on commit: on the embedded database before the statement returns.
    await expect.poll(() => statusOf(token), NOTICE_WAIT).toBe(401);
  });
});

describe('what a kept session carries', () => {
  it("follows a change of the user's name at once, without ending the session", async () => {
    const id = await createUser('renamee');
    const token = await keptSession('acme', 'renamee', ACME_USER_PASSWORD);
    expect((await t.call('createUpdateUser', person('renamed', { id, password: '' }), await t.login('acme', 'acme-admin'))).statusCode).toBe(200);
    // Sign-out is audited under the session's own username.
    expect((await t.call('logout', {}, token)).statusCode).toBe(200);
    const [record] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.call, 'logout'), eq(auditLog.userId, id)));
    expect(record?.username).toBe('renamed');
  });
});

describe('a kept session past its end', () => {
  /** The clock the server reads moved on by `ms` (the database's own is not). */
  async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
    try {
      return await work();
    } finally {
      vi.useRealTimers();
    }
  }

  it('is not used past its lifetime', async () => {
    const token = await t.login('globex', 'globex-admin');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 5000) }).where(sessionRow(token));
    expect(await statusOf(token)).toBe(200);
    expect(await later(6000, () => statusOf(token))).toBe(401);
  });

  it('is not used past its idle timeout', async () => {
    const token = await t.login('globex', 'globex-admin');
    // Seen 25 s ago: not written again yet (every 30 s with a one-minute timeout), so it times out 35 s from now.
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 25_000) }).where(sessionRow(token));
    expect(await statusOf(token)).toBe(200);
    expect(await later(36_000, () => statusOf(token))).toBe(401);
  });
});

/**
 * Two apps on one PostgreSQL database, each with its own pool, its own notice connection and its own
 * kept sessions, as two server processes have.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('two apps on one PostgreSQL database', () => {
  let other: Pick<TestApp, 'call'> & { app: FastifyInstance; database: Database };
  const otherReads: string[] = [];

  beforeAll(async () => {
    if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const database = withQueryLog(await openDb({ kind: 'postgres', url: t.database.url }), (text) => {
      if (isSessionRead(text)) otherReads.push(text);
    });
    const app = await buildApp({ config: t.config, database, logger: false });
    await app.ready();
    const call: TestApp['call'] = (name, body = {}, token) =>
      app.inject({ method: 'POST', url: `/api/v1/${name}`, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, payload: JSON.stringify(body) });
    other = { app, database, call };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  /** Signs in on the first app and makes calls on the other, which then keeps the session. */
  async function keptByOther(cloudId: string, user: string, password?: string): Promise<string> {
    const token = await t.login(cloudId, user, password);
    const before = otherReads.length;
    expect([await statusOf(token, other), await statusOf(token, other)]).toEqual([200, 200]);
    expect(otherReads.length - before).toBe(1);
    return token;
  }

  it("a sign-out on one ends the other's kept session as soon as the notice arrives", async () => {
    const token = await keptByOther('demo', 'support');
    expect((await t.call('logout', {}, token)).statusCode).toBe(200);
    await expect.poll(() => statusOf(token, other), NOTICE_WAIT).toBe(401);
  });

  it("a password change on one ends the other's kept sessions as soon as the notice arrives", async () => {
    await createUser('two-apps');
    const token = await keptByOther('acme', 'two-apps', ACME_USER_PASSWORD);
    const changed = await t.call('changePassword', { old_password: ACME_USER_PASSWORD, new_password: 'two-apps-pass-2' }, token);
    expect(changed.statusCode).toBe(200);
    await expect.poll(() => statusOf(token, other), NOTICE_WAIT).toBe(401);
    expect(await statusOf(changed.json().Token, other)).toBe(200);
  });

  it('ends a session whose notice went with a lost connection, and keeps sessions again once it is back', async () => {
    const token = await keptByOther('globex', 'globex-admin');
    await t.database.db.execute(sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = current_database() and application_name = 'mamt session_changes'`);
    // Its notice may be lost with the connection: the session still ends, as soon as the loss is seen.
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(sessionRow(token));
    await expect.poll(() => statusOf(token, other), NOTICE_WAIT).toBe(401);

    const next = await t.login('globex', 'globex-admin');
    const readsOfTwoCalls = async () => {
      const before = otherReads.length;
      await statusOf(next, other);
      await statusOf(next, other);
      return otherReads.length - before;
    };
    await expect.poll(readsOfTwoCalls, { timeout: 10_000, interval: 100 }).toBeLessThanOrEqual(1);
  });
});
