import { PROVIDER_NAMES, type PortabilityProvider } from './portability-client.js';

/** Why a provider could not answer, in terms an operator can act on. */
export type PortabilityFailure = 'invalid-credentials' | 'timeout' | 'unreachable' | 'provider-error' | 'refused' | 'bad-answer';

/**
 * `status`: the provider's HTTP status; `url`: the address asked, secrets withheld; `reason`: the
 * provider's own words (secrets withheld) or the network error's code.
 */
export type PortabilityErrorDetail = { status?: number; url?: string; reason?: string; timeoutMs?: number };

function explain(provider: PortabilityProvider, failure: PortabilityFailure, detail: PortabilityErrorDetail): string {
  const service = PROVIDER_NAMES[provider];
  const why = detail.reason ? `: ${detail.reason}` : '';
  switch (failure) {
    case 'invalid-credentials':
      return `${service} refused the stored credentials${why}`;
    case 'timeout':
      return `${service} did not answer within ${(detail.timeoutMs ?? 0) / 1000} s`;
    case 'unreachable':
      return `${service} could not be reached${why}`;
    case 'provider-error':
      return `${service} is failing (HTTP ${detail.status ?? '?'})${why}`;
    case 'refused':
      return `${service} refused the check${why}`;
    case 'bad-answer':
      return `${service} answered something that is not a portability answer${why}`;
  }
}

/**
 * The one error of the portability clients. Its message and fields never hold a secret (client
 * secret, token, VoIP Innovations secret, Peerless pass code): addresses are shown with them
 * withheld and the provider's words are cleaned of them (portability-http.ts).
 */
export class PortabilityError extends Error {
  override readonly name = 'PortabilityError';

  constructor(
    readonly provider: PortabilityProvider,
    readonly failure: PortabilityFailure,
    readonly detail: PortabilityErrorDetail = {},
  ) {
    super(explain(provider, failure, detail));
  }

  /** What a log line should carry about it. */
  logFields(): Record<string, unknown> {
    return { provider: this.provider, failure: this.failure, status: this.detail.status, url: this.detail.url };
  }
}
