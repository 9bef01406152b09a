import { testFieldsOf, type CallInput, type Calls, type PortabilityProvider } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import type { CardValues } from './portability-hooks';

export type PortabilityTestInput = CallInput<Calls['testPortabilityConnection']>;

/** Trying a card's values changes nothing, so nothing reloads. */
export function useTestPortabilityConnection() {
  return useSubmitMutation({ mutationFn: (input: PortabilityTestInput) => rpc('testPortabilityConnection', input) });
}

/** The test of a card's checked values: the fields its provider's test takes, in the call's order, and the stored record's id (none: a new card). */
export function testInputOf(provider: PortabilityProvider, values: CardValues, id: number | undefined): PortabilityTestInput {
  const fields = Object.fromEntries(testFieldsOf(provider).map((name) => [name, values[name]]));
  return { provider: provider.key, ...fields, id } as PortabilityTestInput;
}
