import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';

export const subscribersKeys = { all: ['subscribers'] as const, detail: (id: number) => ['subscribers', 'detail', id] as const };

export function useSubscribers() {
  return useQuery({ queryKey: subscribersKeys.all, queryFn: () => rpc('subscriberSummary', {}) });
}

export function useSubscriber(id: number | null) {
  return useQuery({ queryKey: subscribersKeys.detail(id ?? 0), queryFn: () => rpc('subscriberDetail', { id: id as number }), enabled: id !== null, staleTime: 0 });
}

export const useSaveSubscriber = () => useCallMutation('createUpdateSubscriber', subscribersKeys.all);

export const useDeleteSubscriber = () => useCallMutation('deleteSubscriberDetail', subscribersKeys.all);
