import { OutsideSystemError, type OutsideErrorDetail } from '../outside-http/outside-error.js';
import { PROVIDER_NAMES, type PortabilityProvider } from './portability-client.js';

/** Why a provider could not answer, in terms an operator can act on. */
export type PortabilityFailure = 'invalid-credentials' | 'timeout' | 'unreachable' | 'provider-error' | 'refused' | 'bad-answer';

export type PortabilityErrorDetail = OutsideErrorDetail;

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

/** The error of the portability clients: which provider failed, and why (no secret in it: outside-error.ts). */
export class PortabilityError extends OutsideSystemError<PortabilityFailure> {
  override readonly name = 'PortabilityError';

  constructor(
    readonly provider: PortabilityProvider,
    failure: PortabilityFailure,
    detail: PortabilityErrorDetail = {},
  ) {
    super({ provider }, failure, detail, explain(provider, failure, detail));
  }
}
