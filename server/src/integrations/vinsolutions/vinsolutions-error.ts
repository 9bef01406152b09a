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

/**
 * `status`: VinSolutions' HTTP status; `url`: the address asked (it holds no secret); `reason`: the
 * vendor's own words (secrets withheld) or the network error's code; `dealerId` of a removal.
 */
export type VinSolutionsErrorDetail = { status?: number; url?: string; reason?: string; timeoutMs?: number; dealerId?: number };

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

/**
 * The one error of the VinSolutions client. Its message and fields never hold a secret (the client
 * secret, the API key, a token): the vendor's words are cleaned of them (outside-http/outside-request.ts) and
 * the addresses asked carry none.
 */
export class VinSolutionsError extends Error {
  override readonly name = 'VinSolutionsError';

  constructor(
    readonly request: VinSolutionsRequest,
    readonly failure: VinSolutionsFailure,
    readonly detail: VinSolutionsErrorDetail = {},
  ) {
    super(explain(failure, detail));
  }

  /** What a log line should carry about it. */
  logFields(): Record<string, unknown> {
    return { vendor: 'vinsolutions', request: this.request, failure: this.failure, status: this.detail.status, url: this.detail.url };
  }
}
