import { createControlRoutes, type FaultBoard } from '@mamt/simulator-kit';
import { PROVIDERS, type Provider, type RequestCounts } from './control.js';

/** What the controls act on: the faults of each provider, the request counts, Inteliquent's tokens. */
export type ControlTargets = { faults: FaultBoard<Provider>; requests: () => RequestCounts; expireTokens: () => number; reset: () => void };

/**
 * The test controls, JSON POSTs under `/__simulator/` (the kit's, with `provider` naming the part):
 * - `latency` `{ms, provider?}`: answers that much later;
 * - `hang` `{provider?}`: accepts requests and never answers them;
 * - `fail` `{status, provider?}`: answers with that status, in the provider's own error shape;
 * - `recover` `{provider?}`: answers normally again (counts and tokens stay);
 * - `expire-tokens`: every Inteliquent token handed out so far expires now;
 * - `reset`: no faults, no tokens, no requests counted;
 * - `requests` (GET or POST): the requests each route has had since the last reset.
 */
export const portabilityControlRoutes = (targets: ControlTargets) => createControlRoutes({ partField: 'provider', parts: PROVIDERS, ...targets });
