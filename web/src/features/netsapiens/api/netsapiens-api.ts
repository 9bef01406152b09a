import { useQuery } from '@tanstack/react-query';
import { tenantResource, type CallInput, type Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** The Subscriber dropdown's choices; under the subscribers' key, so that a saved subscriber shows in it. */
export function useTenantChoices() {
  return useQuery({ queryKey: [tenantResource.name, 'choices'], queryFn: () => rpc('subscriberList', {}) });
}

/** Trying credentials changes nothing, so nothing reloads. */
export function useTestConnection() {
  return useSubmitMutation({ mutationFn: (input: CallInput<Calls['testNetsapienConnection']>) => rpc('testNetsapienConnection', input) });
}
