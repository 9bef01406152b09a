import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { subscribers } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

/**
 * The test app of one file, with the super tenant's administrator signed in: they pass every access
 * rule, so that a call of theirs reaches the input checks and the rules under test.
 */
export function useTestApp(): { readonly t: TestApp; readonly superToken: string } {
  const state = {} as { t: TestApp; superToken: string };
  beforeAll(async () => {
    state.t = await buildTestApp();
    state.superToken = await state.t.login('demo', 'admin');
  });
  afterAll(() => state.t.close());
  return state;
}

/** The id of a demo tenant, which the database gave it when it seeded. */
export async function subscriberIdOf(t: TestApp, cloudId: string): Promise<number> {
  const [row] = await t.database.db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.cloudId, cloudId));
  if (!row) throw new Error(`no subscriber ${cloudId}`);
  return row.id;
}
