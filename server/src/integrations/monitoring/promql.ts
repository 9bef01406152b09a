import type { MonitoringQueryName } from '@mamt/contract';

/** A PromQL string literal: the instance name comes from configuration, and still cannot end the literal. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** `metric{matchers}`, with the monitored instance added to the matchers when one is configured. */
function selectorFor(instance: string | undefined) {
  return (metric: string, ...matchers: string[]) => {
    const all = instance === undefined ? matchers : [...matchers, `instance=${quoted(instance)}`];
    return all.length > 0 ? `${metric}{${all.join(',')}}` : metric;
  };
}

const MB = 1048576;

/**
 * The PromQL of each dashboard figure, over node_exporter's metrics (the queries commonly used for
 * them, see the ops reference), restricted to `instance` when a Prometheus scrapes several hosts.
 * Rate windows are 1 m and 5 m: with node_exporter scraped every 15 s (or every second in the
 * tests) they hold enough samples for a rate.
 */
export function promqlFor(instance: string | undefined): Record<MonitoringQueryName, string> {
  const s = selectorFor(instance);
  const root = 'mountpoint="/"';
  const realFs = 'fstype!~"tmpfs|rootfs"';
  const notLoopback = 'device!="lo"';
  return {
    disk_used_percent: `100 * (${s('node_filesystem_size_bytes', root)} - ${s('node_filesystem_avail_bytes', root)}) / ${s('node_filesystem_size_bytes', root)}`,
    memory_used_mb: `(${s('node_memory_MemTotal_bytes')} - ${s('node_memory_MemAvailable_bytes')}) / ${MB}`,
    memory_total_mb: `${s('node_memory_MemTotal_bytes')} / ${MB}`,
    cpu_percent: `100 * (1 - avg(rate(${s('node_cpu_seconds_total', 'mode="idle"')}[5m])))`,
    disk_free_mb: `${s('node_filesystem_avail_bytes', realFs)} / ${MB}`,
    network_receive_kbps: `rate(${s('node_network_receive_bytes_total', notLoopback)}[1m]) * 8 / 1000`,
    network_transmit_kbps: `rate(${s('node_network_transmit_bytes_total', notLoopback)}[1m]) * 8 / 1000`,
  };
}
