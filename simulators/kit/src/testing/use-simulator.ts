import { afterAll, beforeAll, beforeEach } from 'vitest';
import { CONTROL_PREFIX } from '../control-routes.js';
import type { Listening } from '../serve.js';

/** What the harness needs of a simulator: to listen, to close, and a `control.reset()`. */
export type TestedSimulator = Listening & { control: { reset(): unknown } };

/** The request counts a simulator answers at `/__simulator/requests`: those its `control.requests()` answers in-process. */
type CountsOf<Simulator> = Simulator extends { control: { requests(): infer Counts } } ? Counts : never;

/**
 * A simulator listening on a free port for the tests of one file, closed after them and reset before
 * each test (then `beforeEachTest`, for what the file adds: a clock put back, ...), with the requests
 * every simulator's tests make. Vitest's hooks, so it lives apart from what `main.ts` loads
 * (`@mamt/simulator-kit/testing`).
 */
export function useSimulator<Simulator extends TestedSimulator>(create: () => Simulator, { beforeEachTest }: { beforeEachTest?: () => void } = {}) {
  let simulator: Simulator;
  let base = '';
  beforeAll(async () => {
    simulator = create();
    base = await simulator.listen(0);
  });
  afterAll(() => simulator.close());
  beforeEach(() => {
    simulator.control.reset();
    beforeEachTest?.();
  });
  /** What a control reads (`requests`, ...), as the JSON of `GET /__simulator/<name>`. */
  const read = async <T>(name: string): Promise<T> => (await (await fetch(`${base}${CONTROL_PREFIX}${name}`)).json()) as T;

  return {
    simulator: () => simulator,
    base: () => base,
    get: (path: string, signal?: AbortSignal) => fetch(`${base}${path}`, { signal }),
    /** A test control, as a JSON POST under `/__simulator/`. */
    control: (name: string, body: unknown = {}) =>
      fetch(`${base}${CONTROL_PREFIX}${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    read,
    /** The request counts, read over HTTP as the product's tests do. */
    requests: () => read<CountsOf<Simulator>>('requests'),
  };
}
