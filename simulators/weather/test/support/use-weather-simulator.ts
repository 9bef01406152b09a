import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createWeatherSimulator, type WeatherSimulator } from '../../src/index.js';

/** A July afternoon in Phoenix (15:00 MST), where the simulated clock starts before each test. */
export const JULY_AFTERNOON = new Date('2025-07-15T22:00:00Z');

/**
 * A weather simulator listening on a free port for the tests of one file, reset before each test
 * (no faults, pins or counts) with its clock back at JULY_AFTERNOON; `setNow` moves the clock.
 */
export function useWeatherSimulator(options: { apiKeys?: string[] } = {}) {
  let simulator: WeatherSimulator;
  let base = '';
  let now = JULY_AFTERNOON;
  beforeAll(async () => {
    simulator = createWeatherSimulator({ apiKeys: options.apiKeys, now: () => now });
    base = await simulator.listen(0);
  });
  afterAll(() => simulator.close());
  beforeEach(() => {
    simulator.control.reset();
    now = JULY_AFTERNOON;
  });

  return {
    simulator: () => simulator,
    base: () => base,
    setNow: (at: Date) => void (now = at),
    get: (path: string, signal?: AbortSignal) => fetch(`${base}${path}`, { signal }),
    /** A test control, as a JSON POST under `/__simulator/`. */
    control: (name: string, body: unknown = {}) =>
      fetch(`${base}/__simulator/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
