import { createLokiSimulator, type LokiSimulator } from '@mamt/loki-simulator';
import { useInProcessSimulator } from './in-process-simulator.js';

/** A Loki simulator of one test file at `url`; with `resetEach`, emptied (and without faults) before each test. */
export function useLokiSimulator(options: { resetEach?: boolean } = {}): { readonly simulator: LokiSimulator; readonly url: string } {
  return useInProcessSimulator(createLokiSimulator, options);
}
