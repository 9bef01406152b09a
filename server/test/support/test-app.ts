import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { tenants } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

/** The test app of one file, built before its tests with `env` added to the test configuration, and closed after them. */
export function useApp(env: Record<string, string> = {}): { readonly t: TestApp } {
  const state = {} as { t: TestApp };
  beforeAll(async () => {
    state.t = await buildTestApp(env);
  });
  afterAll(() => state.t.close());
  return state;
}

/**
 * The test app of one file, with the super tenant's administrator signed in: they pass every access
 * rule, so that a call of theirs reaches the input checks and the rules under test.
 */
export function useTestApp(): { readonly t: TestApp; readonly superToken: string } {
  const app = useApp();
  const state = {
    get t() {
      return app.t;
    },
    superToken: '',
  };
  beforeAll(async () => {
    state.superToken = await app.t.login('demo', 'admin');
  });
  return state;
}

/** The demo accounts a test signs in as: the super tenant's, acme's users of each type, globex's administrator. */
export const DEMO_ACCOUNTS = {
  superAdmin: ['demo', 'admin'],
  superSupport: ['demo', 'support'],
  acmeAdmin: ['acme', 'acme-admin'],
  acmeSupport: ['acme', 'acme-support'],
  acmeSimple: ['acme', 'acme-simple'],
  globexAdmin: ['globex', 'globex-admin'],
} as const satisfies Record<string, readonly [cloudId: string, user: string]>;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
/** Every demo account under its own name, for a file that signs in as each user type: `useSignIns(app, EVERY_DEMO_ACCOUNT)`. */
export const EVERY_DEMO_ACCOUNT = Object.fromEntries(Object.keys(DEMO_ACCOUNTS).map((account) => [account, account])) as { readonly [A in DemoAccount]: A };

/**
 * A token of each demo account named, signed in once before the file's tests (after `app` is built),
 * under the file's own name for it: `useSignIns(app, { admin: 'acmeAdmin' }).admin`.
 */
export function useSignIns<K extends string>(app: { readonly t: TestApp }, accounts: Record<K, DemoAccount>): Readonly<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  beforeAll(async () => {
    for (const [name, account] of Object.entries(accounts) as Array<[K, DemoAccount]>) {
      const [cloudId, user] = DEMO_ACCOUNTS[account];
      tokens[name] = await app.t.login(cloudId, user);
    }
  });
  return tokens;
}

/** The id of a demo tenant, which the database gave it when it seeded. */
export async function tenantIdOf(t: TestApp, cloudId: string): Promise<number> {
  const [row] = await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, cloudId));
  if (!row) throw new Error(`no subscriber ${cloudId}`);
  return row.id;
}
