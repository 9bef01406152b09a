import { createControlRoutes, json, refused, type FaultBoard } from '@mamt/simulator-kit';
import { ENDPOINTS, type Endpoint, type RequestCounts } from './control.js';
import type { DealerBook } from './dealers.js';

/** What the controls act on: the faults of each endpoint, the request counts, the tokens handed out, the dealers connected. */
export type ControlTargets = { faults: FaultBoard<Endpoint>; requests: () => RequestCounts; dealers: DealerBook; expireTokens: () => number; reset: () => void };

/**
 * The test controls, JSON POSTs under `/__simulator/` (the kit's, with `endpoint` naming the part):
 * - `latency` `{ms, endpoint?}`: answers that much later;
 * - `hang` `{endpoint?}`: accepts requests and never answers them;
 * - `fail` `{status, endpoint?}`: answers with that status, in the endpoint's own error shape;
 * - `recover` `{endpoint?}`: answers normally again (counts, tokens and dealers stay);
 * - `expire-tokens`: every token handed out so far expires now;
 * - `restore` `{DealerId}`: a removed demo dealer is connected again;
 * - `reset`: no faults, tokens or counted requests, and every demo dealer connected;
 * - `requests` (GET or POST): the requests each route has had since the last reset;
 * - `dealers` (GET or POST): the dealers connected now and the demo dealers removed.
 * `endpoint` is `token` (the token endpoint) or `gateway` (the organization API); absent, both.
 */
export function vinSolutionsControlRoutes({ dealers, ...targets }: ControlTargets) {
  return createControlRoutes({
    partField: 'endpoint',
    parts: ENDPOINTS,
    ...targets,
    reads: { dealers: () => ({ dealers: dealers.present(), removed: dealers.removedIds() }) },
    commands: {
      restore(body) {
        const dealerId = body.DealerId;
        if (typeof dealerId !== 'number' || !Number.isSafeInteger(dealerId)) return refused('DealerId must be a whole number');
        const outcome = dealers.restore(dealerId);
        if (outcome === 'unknown') return json(404, { error: `${dealerId} is not one of the demo dealers` });
        return json(200, { DealerId: dealerId, outcome });
      },
    },
  });
}
