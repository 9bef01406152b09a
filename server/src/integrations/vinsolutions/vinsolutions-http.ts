import { askOutside, type OutsideAnswer, type OutsideRequest, type RequestFailure } from '../outside-http/outside-request.js';
import { VinSolutionsError, type VinSolutionsFailure, type VinSolutionsRequest } from './vinsolutions-error.js';

/** VinSolutions' answer: its status and body text (secrets withheld); `url` is the address asked. */
export type VendorAnswer = OutsideAnswer;

/** The addresses asked carry no secret, so none is withheld from them: only from the body. */
export type VendorRequest = Omit<OutsideRequest, 'secretParams'> & { request: VinSolutionsRequest };

/** A redirect is reported as the service failing: it answered, but not where it was asked. */
const FAILURES: Record<RequestFailure, VinSolutionsFailure> = { timeout: 'timeout', unreachable: 'unreachable', redirected: 'service-error' };

/**
 * One request to VinSolutions within `timeoutMs`. Fails with a VinSolutionsError on a timeout, the
 * network, or a redirect (the token and the API key would follow it); any other status is returned
 * for the client to read.
 */
export function askVendor({ request, ...outside }: VendorRequest): Promise<VendorAnswer> {
  return askOutside(outside, (failure, detail) => new VinSolutionsError(request, FAILURES[failure], detail));
}
