import { afterAll, beforeAll, beforeEach } from 'vitest';

/** What a simulator run inside the test process offers: to listen on a port, to close, to be put back as it started. */
type InProcessSimulator = { listen(port: number): Promise<string>; close(): unknown; control: { reset(): unknown } };

/**
 * A simulator of one test file, run in the test process and listening on a free port at `url` from
 * before its tests to after them; with `resetEach`, put back as it started (without faults) before each test.
 */
export function useInProcessSimulator<S extends InProcessSimulator>(create: () => S, options: { resetEach?: boolean } = {}): { readonly simulator: S; readonly url: string } {
  const state = {} as { simulator: S; url: string };
  beforeAll(async () => {
    state.simulator = create();
    state.url = await state.simulator.listen(0);
  });
  afterAll(() => state.simulator.close());
  if (options.resetEach) beforeEach(() => state.simulator.control.reset());
  return state;
}
