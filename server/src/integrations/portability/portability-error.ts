import { OutsideSystemError, type OutsideErrorDetail, type OutsideSystem } from '../outside-http/outside-error.js';
import { PROVIDER_NAMES, type PortabilityProvider } from './portability-client.js';

/** Why a provider could not answer, in terms an operator can act on. */
export type PortabilityFailure = 'invalid-credentials' | 'timeout' | 'unreachable' | 'provider-error' | 'refused' | 'bad-answer';

export type PortabilityErrorDetail = OutsideErrorDetail;

const SAYS: OutsideSystem<PortabilityFailure, PortabilityErrorDetail>['says'] = {
  'invalid-credentials': (_, why) => `refused the stored credentials${why}`,
  'provider-error': (detail, why) => `is failing (HTTP ${detail.status ?? '?'})${why}`,
  refused: (_, why) => `refused the check${why}`,
  'bad-answer': (_, why) => `answered something that is not a portability answer${why}`,
};

/** The error of the portability clients: which provider failed, and why (no secret in it: outside-error.ts). */
export class PortabilityError extends OutsideSystemError<PortabilityFailure> {
  constructor(
    readonly provider: PortabilityProvider,
    failure: PortabilityFailure,
    detail: PortabilityErrorDetail = {},
  ) {
    super({ name: 'PortabilityError', identity: { provider }, service: PROVIDER_NAMES[provider], says: SAYS }, failure, detail);
  }
}
