import { DASHBOARD_REFRESH_MS } from '@mamt/contract';

/** Every query of the dashboard starts with this key, so that Refresh reads all its figures at once. */
export const DASHBOARD_KEY = 'dashboard';

export const dashboardKey = (kind: 'figure' | 'weather', name: string) => [DASHBOARD_KEY, kind, name] as const;

/**
 * How each figure stays alive (document 1 §9): read again every 30 s while the tab is shown, not
 * while it is hidden (TanStack Query skips an interval's fetch then), and at once when it is shown
 * again after longer than that. A failure is shown as it is, not retried behind the card's back;
 * the next refresh tries again. Nothing is kept once the dashboard is left, so coming back never
 * shows old figures as if they were current.
 */
export const LIVE_QUERY = {
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  staleTime: DASHBOARD_REFRESH_MS,
  gcTime: 0,
  retry: false,
} as const;
