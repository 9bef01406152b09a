import { json, reasonOf, type Answer, type Request } from '@mamt/simulator-kit';
import { isNanpNumber, portabilityOf } from './numbers.js';

/**
 * Peerless Network publishes no portability API. Its public API (`/mag/v1/...`) takes an `api_key`
 * query parameter, so the check is MODELLED as a small REST call in that style, not copied from a
 * documented one: `GET /peerless/mag/v1/portability?api_key=&customer=&user_id=&tn=` ->
 * `{tn, portable, carrier, lrn}`; errors are `{status, error, message}`.
 */
export type PeerlessCredentials = { apiKey: string; customer: string };

export const peerlessError = (status: number, message: string): Answer => json(status, { status, error: reasonOf(status), message });

export function peerlessPortability(request: Request, accepted: readonly PeerlessCredentials[]): Answer {
  const { params } = request;
  const key = params.get('api_key') ?? '';
  const account = accepted.find((each) => each.apiKey === key);
  if (!account) return peerlessError(401, 'Invalid or missing api_key');
  if ((params.get('customer') ?? '') !== account.customer) return peerlessError(403, 'The api_key does not belong to this customer');
  const tn = params.get('tn') ?? '';
  if (!isNanpNumber(tn)) return peerlessError(400, 'tn must be a 10-digit North American number');
  const { portable, carrier, lrn } = portabilityOf(tn);
  return json(200, { tn, portable, carrier: carrier.name, lrn });
}
