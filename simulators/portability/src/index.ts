export { createPortabilitySimulator, DEMO_CREDENTIALS, type PortabilitySimulator, type PortabilitySimulatorOptions } from './simulator.js';
export type { Faults, Provider, RequestCounts, Route } from './control.js';
export { isNanpNumber, NOT_PORTABLE_REASON, portabilityOf, type Carrier, type Portability } from './numbers.js';
export { IS_PORTABLE_ACTION, VI_CODES } from './voip-innovations.js';
