import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export type PortabilityTestInput = CallInput<Calls['testPortabilityConnection']>;

/** Trying a card's values changes nothing, so nothing reloads. */
export function useTestPortabilityConnection() {
  return useSubmitMutation({ mutationFn: (input: PortabilityTestInput) => rpc('testPortabilityConnection', input) });
}
