import { useQuery } from '@tanstack/react-query';
import { subscriberResource, type CallInput, type Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export const netsapiensKeys = { all: ['netsapiens'] as const, detail: (id: number) => ['netsapiens', 'detail', id] as const };

export function useConnections() {
  return useQuery({ queryKey: netsapiensKeys.all, queryFn: () => rpc('netsapienSummary', {}) });
}

export function useConnection(id: number | null) {
  return useQuery({ queryKey: netsapiensKeys.detail(id ?? 0), queryFn: () => rpc('netsapienDetail', { id: id as number }), enabled: id !== null, staleTime: 0 });
}

export function useSubscriberChoices() {
  return useQuery({ queryKey: [subscriberResource.name, 'choices'], queryFn: () => rpc('subscriberList', {}) });
}

export const useSaveConnection = () => useCallMutation('createUpdateNetsapien', netsapiensKeys.all);

export const useDeleteConnection = () => useCallMutation('deleteNetsapienDetail', netsapiensKeys.all);

/** Trying credentials changes nothing, so nothing reloads. */
export function useTestConnection() {
  return useSubmitMutation({ mutationFn: (input: CallInput<Calls['testNetsapienConnection']>) => rpc('testNetsapienConnection', input) });
}
