import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import type { TestApp } from '../helper.js';
import { DEMO_ACCOUNTS } from './test-app.js';

export const ACTORS = ['anonymous', 'expired', 'simple', 'support', 'tenantAdmin', 'superAdmin'] as const;
export type Actor = (typeof ACTORS)[number];

/** Who each actor is: acme's users for the tenant roles, demo's admin for the super tenant. */
export const ACTOR_ACCOUNTS: Record<Exclude<Actor, 'anonymous' | 'expired'>, readonly [string, string]> = {
  simple: DEMO_ACCOUNTS.acmeSimple,
  support: DEMO_ACCOUNTS.acmeSupport,
  tenantAdmin: DEMO_ACCOUNTS.acmeAdmin,
  superAdmin: DEMO_ACCOUNTS.superAdmin,
};

const liveTokens = new WeakMap<TestApp, Map<string, string>>();

/**
 * A token of the account, reused while it still works: every sign-in costs an argon2 verification,
 * and the authorization table signs in hundreds of times. A token that a call has ended (logout,
 * new password, deactivation) fails the check and is replaced by a new sign-in.
 */
export async function signedIn(t: TestApp, cloudId: string, user: string): Promise<string> {
  const tokens = liveTokens.get(t) ?? new Map<string, string>();
  liveTokens.set(t, tokens);
  const key = `${cloudId}\u0000${user}`;
  const cached = tokens.get(key);
  if (cached && (await t.call('getProfileDetails', {}, cached)).statusCode === 200) return cached;
  const token = await t.login(cloudId, user);
  tokens.set(key, token);
  return token;
}

/** A working token for the actor; the expired actor's session has been idle past the timeout. */
export async function tokenFor(t: TestApp, actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (actor === 'expired') {
    const token = await t.login('acme', 'acme-admin');
    const longAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.tokenHash, hashToken(token)));
    return token;
  }
  const [cloudId, user] = ACTOR_ACCOUNTS[actor];
  return signedIn(t, cloudId, user);
}
