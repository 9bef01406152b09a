import { createLokiSimulator, type LokiSimulator } from '@mamt/loki-simulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * A Loki simulator of one test file, listening on a free port at `url` from before its tests to
 * after them; with `resetEach`, emptied (and without faults) before each test.
 */
export function useLokiSimulator(options: { resetEach?: boolean } = {}): { readonly loki: LokiSimulator; readonly url: string } {
  const state = {} as { loki: LokiSimulator; url: string };
  beforeAll(async () => {
    state.loki = createLokiSimulator();
    state.url = await state.loki.listen(0);
  });
  afterAll(() => state.loki.close());
  if (options.resetEach) beforeEach(() => state.loki.control.reset());
  return state;
}
