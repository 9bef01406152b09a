import { useSimulator } from '@mamt/simulator-kit/testing';
import { createWeatherSimulator } from '../../src/index.js';

/** A July afternoon in Phoenix (15:00 MST), where the simulated clock starts before each test. */
export const JULY_AFTERNOON = new Date('2025-07-15T22:00:00Z');

/**
 * A weather simulator listening on a free port for the tests of one file, reset before each test
 * (no faults, pins or counts) with its clock back at JULY_AFTERNOON; `setNow` moves the clock.
 */
export function useWeatherSimulator(options: { apiKeys?: string[] } = {}) {
  let now = JULY_AFTERNOON;
  const harness = useSimulator(() => createWeatherSimulator({ apiKeys: options.apiKeys, now: () => now }), { beforeEachTest: () => void (now = JULY_AFTERNOON) });
  return { ...harness, setNow: (at: Date) => void (now = at) };
}
