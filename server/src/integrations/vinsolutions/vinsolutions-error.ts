import { OutsideSystemError, type OutsideErrorDetail } from '../outside-http/outside-error.js';

/** Why VinSolutions could not do what was asked, in terms an operator can act on. */
export type VinSolutionsFailure =
  | 'invalid-credentials'
  | 'invalid-api-key'
  | 'dealer-not-found'
  | 'timeout'
  | 'unreachable'
  | 'service-error'
  | 'refused'
  | 'bad-answer';

/** The request that failed: the token, the dealers list or a dealer's removal. */
export type VinSolutionsRequest = 'token' | 'list' | 'remove';

/** `dealerId` of a removal. */
export type VinSolutionsErrorDetail = OutsideErrorDetail & { dealerId?: number };

function explain(failure: VinSolutionsFailure, detail: VinSolutionsErrorDetail): string {
  const why = detail.reason ? `: ${detail.reason}` : '';
  switch (failure) {
    case 'invalid-credentials':
      return `VinSolutions refused the client credentials (VINSOLUTIONS_CLIENT_ID, VINSOLUTIONS_CLIENT_SECRET)${why}`;
    case 'invalid-api-key':
      return `VinSolutions refused the API key (VINSOLUTIONS_API_KEY)${why}`;
    case 'dealer-not-found':
      return `VinSolutions has no dealer ${detail.dealerId ?? '?'} connected to the integration${why}`;
    case 'timeout':
      return `VinSolutions did not answer within ${(detail.timeoutMs ?? 0) / 1000} s (VINSOLUTIONS_TIMEOUT_MS)`;
    case 'unreachable':
      return `VinSolutions could not be reached${why}`;
    case 'service-error':
      return `VinSolutions is failing (HTTP ${detail.status ?? '?'})${why}`;
    case 'refused':
      return `VinSolutions refused the request (HTTP ${detail.status ?? '?'})${why}`;
    case 'bad-answer':
      return `VinSolutions answered something that is not what was asked${why}`;
  }
}

/** The error of the VinSolutions client: which request failed, and why (no secret in it: outside-error.ts). */
export class VinSolutionsError extends OutsideSystemError<VinSolutionsFailure, VinSolutionsErrorDetail> {
  override readonly name = 'VinSolutionsError';

  constructor(
    readonly request: VinSolutionsRequest,
    failure: VinSolutionsFailure,
    detail: VinSolutionsErrorDetail = {},
  ) {
    super({ vendor: 'vinsolutions', request }, failure, detail, explain(failure, detail));
  }
}
