import type { CallInput } from '@mamt/contract';
import * as portabilityCalls from '@mamt/contract/portability/portability-check';
import type { PORTABILITY_PROVIDERS, PortabilityResult } from '@mamt/contract/portability/portability-check';
import { rpcCall } from '../../../lib/rpc';

export type PortabilityProvider = (typeof PORTABILITY_PROVIDERS)[number];
export type CheckInput = CallInput<typeof portabilityCalls.checkIntelliquentPortability>;

/** One provider's check of the numbers (its own call), sent without the session token: the page is public. */
export function checkWithProvider(provider: PortabilityProvider, input: CheckInput): Promise<PortabilityResult[]> {
  return rpcCall(portabilityCalls[provider.check], input, { anonymous: true });
}
