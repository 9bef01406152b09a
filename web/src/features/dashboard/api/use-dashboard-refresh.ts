import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { DASHBOARD_KEY } from './query-keys';

/**
 * The Refresh control of the dashboard: reads every figure on screen again now, says whether a
 * read is under way, and when the figures were last read (0: not yet), successfully or not.
 */
export function useDashboardRefresh() {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const refreshing = useIsFetching({ queryKey: [DASHBOARD_KEY] }) > 0;
  const lastRefreshed = useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => Math.max(0, ...cache.findAll({ queryKey: [DASHBOARD_KEY] }).map(({ state }) => Math.max(state.dataUpdatedAt, state.errorUpdatedAt))),
  );
  const refresh = useCallback(() => queryClient.refetchQueries({ queryKey: [DASHBOARD_KEY], type: 'active' }), [queryClient]);
  return { refresh, refreshing, lastRefreshed };
}
