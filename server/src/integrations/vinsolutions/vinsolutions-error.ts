import { OutsideSystemError, type OutsideErrorDetail, type OutsideSystem } from '../outside-http/outside-error.js';

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

const SAYS: OutsideSystem<VinSolutionsFailure, VinSolutionsErrorDetail>['says'] = {
  'invalid-credentials': (_, why) => `refused the client credentials (VINSOLUTIONS_CLIENT_ID, VINSOLUTIONS_CLIENT_SECRET)${why}`,
  'invalid-api-key': (_, why) => `refused the API key (VINSOLUTIONS_API_KEY)${why}`,
  'dealer-not-found': (detail, why) => `has no dealer ${detail.dealerId ?? '?'} connected to the integration${why}`,
  'service-error': (detail, why) => `is failing (HTTP ${detail.status ?? '?'})${why}`,
  refused: (detail, why) => `refused the request (HTTP ${detail.status ?? '?'})${why}`,
  'bad-answer': (_, why) => `answered something that is not what was asked${why}`,
};

/** The error of the VinSolutions client: which request failed, and why (no secret in it: outside-error.ts). */
export class VinSolutionsError extends OutsideSystemError<VinSolutionsFailure, VinSolutionsErrorDetail> {
  constructor(
    readonly request: VinSolutionsRequest,
    failure: VinSolutionsFailure,
    detail: VinSolutionsErrorDetail = {},
  ) {
    super({ name: 'VinSolutionsError', identity: { vendor: 'vinsolutions', request }, service: 'VinSolutions', timeoutSetting: 'VINSOLUTIONS_TIMEOUT_MS', says: SAYS }, failure, detail);
  }
}
