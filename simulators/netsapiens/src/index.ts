export { createSimulator, type Simulator, type SimulatorOptions } from './simulator.js';
export { buildDemoSeed } from './seed/build-demo-seed.js';
export { DEMO_CREDENTIALS, portalPasswordOf } from './seed/credentials.js';
export type { Credentials, Row, Seed } from './seed/types.js';
export type { Counters, Faults } from './control.js';
