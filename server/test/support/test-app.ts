import { afterAll, beforeAll } from 'vitest';
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
