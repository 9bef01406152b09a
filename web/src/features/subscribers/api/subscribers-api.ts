import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';

export const subscribersKeys = { all: ['subscribers'] as const, detail: (id: number) => ['subscribers', 'detail', id] as const };

export function useSubscribers() {
  return useQuery({ queryKey: subscribersKeys.all, queryFn: () => rpc('subscriberSummary', {}) });
}

export function useSubscriber(id: number | null) {
  return useQuery({ queryKey: subscribersKeys.detail(id ?? 0), queryFn: () => rpc('subscriberDetail', { id: id as number }), enabled: id !== null, staleTime: 0 });
}

export function useSaveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CallInput<Calls['createUpdateSubscriber']>) => rpc('createUpdateSubscriber', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersKeys.all }),
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rpc('deleteSubscriberDetail', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersKeys.all }),
  });
}
