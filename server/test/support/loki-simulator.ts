import { createLokiSimulator } from '@mamt/loki-simulator';
import { useInProcessSimulator } from './in-process-simulator.js';

/** A Loki simulator of one test file at `url`; with `resetEach`, emptied (and without faults) before each test. */
export const useLokiSimulator = (options: { resetEach?: boolean } = {}) => useInProcessSimulator(createLokiSimulator, options);
