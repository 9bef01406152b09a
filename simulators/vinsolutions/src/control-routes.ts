import { json, type Answer } from './answer.js';
import { ENDPOINTS, type Control, type Endpoint } from './control.js';
import type { DealerBook } from './dealers.js';

type Body = Record<string, unknown>;

const refused = (message: string): Answer => json(400, { error: message });
const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && 'status' in value;

/** `endpoint` of a control body: `token` or `gateway`, or absent for both. */
function endpointOf(body: Body): Endpoint | undefined | Answer {
  if (body.endpoint === undefined) return undefined;
  if (ENDPOINTS.includes(body.endpoint as Endpoint)) return body.endpoint as Endpoint;
  return refused(`endpoint must be one of ${ENDPOINTS.join(', ')}`);
}

/** What the control routes act on: faults and counts, the tokens handed out, the dealers connected. */
export type ControlTargets = { control: Control; dealers: DealerBook; expireTokens: () => number; reset: () => void };

/** The dealers connected now and the demo dealers removed, as a test reads them. */
const dealersAnswer = (dealers: DealerBook): Answer => json(200, { dealers: dealers.present(), removed: dealers.removedIds() });

/**
 * The test controls, JSON POSTs under `/__simulator/`:
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
export function controlRoute({ control, dealers, expireTokens, reset }: ControlTargets, name: string, method: string, body: Body): Answer {
  if (name === 'requests' && (method === 'GET' || method === 'POST')) return json(200, control.requests());
  if (name === 'dealers' && (method === 'GET' || method === 'POST')) return dealersAnswer(dealers);
  if (method !== 'POST') return json(405, { error: 'control routes take POST' });
  if (name === 'reset') return reset(), json(200, { reset: true });
  if (name === 'expire-tokens') return json(200, { expired: expireTokens() });
  if (name === 'restore') {
    const dealerId = body.DealerId;
    if (typeof dealerId !== 'number' || !Number.isSafeInteger(dealerId)) return refused('DealerId must be a whole number');
    const outcome = dealers.restore(dealerId);
    if (outcome === 'unknown') return json(404, { error: `${dealerId} is not one of the demo dealers` });
    return json(200, { DealerId: dealerId, outcome });
  }

  const endpoint = endpointOf(body);
  if (isAnswer(endpoint)) return endpoint;
  const target = endpoint ?? 'all';
  if (name === 'latency') {
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 600_000) return refused('ms must be a whole number of milliseconds, 0 to 600000');
    return control.setFaults({ latencyMs: ms }, endpoint), json(200, { latencyMs: ms, endpoint: target });
  }
  if (name === 'hang') return control.setFaults({ hang: true }, endpoint), json(200, { hang: true, endpoint: target });
  if (name === 'fail') {
    const status = body.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) return refused('status must be an HTTP error status, 400 to 599');
    return control.setFaults({ failStatus: status }, endpoint), json(200, { failStatus: status, endpoint: target });
  }
  if (name === 'recover') return control.clearFaults(endpoint), json(200, { recovered: target });
  return json(404, { error: `unknown control route ${name}` });
}
