import type { CallInput, Calls } from '@mamt/contract';
import type { PORTABILITY_PROVIDERS, PortabilityResult } from '@mamt/contract/portability/portability-check';
import { rpc } from '../../../lib/rpc';

export type PortabilityProvider = (typeof PORTABILITY_PROVIDERS)[number];
export type CheckInput = CallInput<Calls['checkIntelliquentPortability']>;

/** One provider's check of the numbers (its own call), sent without the session token: the page is public. */
export function checkWithProvider(provider: PortabilityProvider, input: CheckInput): Promise<PortabilityResult[]> {
  return rpc(provider.check, input, { anonymous: true });
}
