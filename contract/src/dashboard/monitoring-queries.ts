/**
 * The dashboard's monitoring figures (document 1 §2, §7): the only queries `hitPrometheus` runs.
 * The console asks for them by name; the server holds what each means for its source (PromQL for a
 * Prometheus, the host's own sampled figures otherwise), so that no caller can run a query of its own.
 */
export const MONITORING_QUERIES = {
  /** Disk used on the root file system, percent (instant). */
  disk_used_percent: { kind: 'instant', unit: '%' },
  /** Memory in use, MB (instant). */
  memory_used_mb: { kind: 'instant', unit: 'MB' },
  /** Total memory, MB (instant). */
  memory_total_mb: { kind: 'instant', unit: 'MB' },
  /** CPU busy, percent of all cores over the last 5 minutes (instant). */
  cpu_percent: { kind: 'instant', unit: '%' },
  /** Free disk per mount point, MB (range; label `mountpoint`). */
  disk_free_mb: { kind: 'range', unit: 'MB' },
  /** Network receive rate per device, kbit/s (range; label `device`). */
  network_receive_kbps: { kind: 'range', unit: 'kbit/s' },
  /** Network transmit rate per device, kbit/s (range; label `device`). */
  network_transmit_kbps: { kind: 'range', unit: 'kbit/s' },
} as const;

export type MonitoringQueryName = keyof typeof MONITORING_QUERIES;
export const MONITORING_QUERY_NAMES = Object.keys(MONITORING_QUERIES) as [MonitoringQueryName, ...MonitoringQueryName[]];

/** Document 1 §9: the dashboard refreshes every 30 s; its ranges cover the last 5 minutes at a 15 s step. */
export const DASHBOARD_REFRESH_MS = 30_000;
export const MONITORING_RANGE = { windowSeconds: 300, stepSeconds: 15 } as const;

/** The most a range query may ask for: an hour, a step of 15 s or more, 241 points at most. */
export const MONITORING_RANGE_LIMITS = { maxMinutes: 60, minStep: 15, maxPoints: 241 } as const;

/** The three cities of the dashboard's weather cards (document 1 §2). */
export const WEATHER_CITIES = ['Phoenix', 'Toronto', 'New York'] as const;
