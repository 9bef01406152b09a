export { createVinSolutionsSimulator, DEMO_CREDENTIALS, type VinSolutionsSimulator, type VinSolutionsSimulatorOptions } from './simulator.js';
export type { Endpoint, Faults, RequestCounts, Route } from './control.js';
export { DEMO_DEALERS, type Dealer } from './dealers.js';
export { PUBLIC_API_SCOPE, type VinSolutionsCredentials } from './vendor.js';
