export { createLokiSimulator, type Counters, type Faults, type LokiSimulator } from './simulator.js';
export { LogQLError, parseLogQuery } from './logql.js';
