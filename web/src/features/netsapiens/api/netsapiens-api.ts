import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';

export const netsapiensKeys = { all: ['netsapiens'] as const, detail: (id: number) => ['netsapiens', 'detail', id] as const };

export function useConnections() {
  return useQuery({ queryKey: netsapiensKeys.all, queryFn: () => rpc('netsapienSummary', {}) });
}

export function useConnection(id: number | null) {
  return useQuery({ queryKey: netsapiensKeys.detail(id ?? 0), queryFn: () => rpc('netsapienDetail', { id: id as number }), enabled: id !== null, staleTime: 0 });
}

export function useSubscriberChoices() {
  return useQuery({ queryKey: ['subscribers', 'list'], queryFn: () => rpc('subscriberList', {}) });
}

export function useSaveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CallInput<Calls['createUpdateNetsapien']>) => rpc('createUpdateNetsapien', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: netsapiensKeys.all }),
  });
}

export function useDeleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rpc('deleteNetsapienDetail', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: netsapiensKeys.all }),
  });
}

export function useTestConnection() {
  return useMutation({ mutationFn: (input: CallInput<Calls['testNetsapienConnection']>) => rpc('testNetsapienConnection', input) });
}
