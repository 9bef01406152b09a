import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import type { TestApp } from '../helper.js';

export const ACTORS = ['anonymous', 'expired', 'simple', 'support', 'tenantAdmin', 'superAdmin'] as const;
export type Actor = (typeof ACTORS)[number];

/** Who each actor is: acme's users for the tenant roles, demo's admin for the super tenant. */
export const ACTOR_ACCOUNTS: Record<Exclude<Actor, 'anonymous' | 'expired'>, [string, string]> = {
  simple: ['acme', 'acme-simple'],
  support: ['acme', 'acme-support'],
  tenantAdmin: ['acme', 'acme-admin'],
  superAdmin: ['demo', 'admin'],
};

/** A fresh token for the actor; the expired actor's session has been idle past the timeout. */
export async function tokenFor(t: TestApp, actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (actor === 'expired') {
    const token = await t.login('acme', 'acme-admin');
    const longAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.tokenHash, hashToken(token)));
    return token;
  }
  const [cloudId, user] = ACTOR_ACCOUNTS[actor];
  return t.login(cloudId, user);
}
