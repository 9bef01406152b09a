import type { MonitoringQueryName } from '@mamt/contract';
import type { HostSample } from './host-sample.js';

/** One series of a figure at one sample: its labels as node_exporter and Prometheus would give them, and its value. */
export type FigureSeries = { metric: Record<string, string>; value: number };

const MB = 1048576;
/** The rate windows of the PromQL the same figures have on a Prometheus (promql.ts). */
const CPU_WINDOW_SECONDS = 300;
const NETWORK_WINDOW_SECONDS = 60;

/**
 * The sample a rate at `samples[index]` is counted from: the oldest within the window before it,
 * or the previous sample when none is that recent (samples further apart than the window); -1 for the first.
 */
export function baselineIndex(samples: readonly HostSample[], index: number, windowSeconds: number): number {
  const since = samples[index]!.time - windowSeconds;
  let oldest = index;
  while (oldest > 0 && samples[oldest - 1]!.time >= since) oldest -= 1;
  return oldest < index ? oldest : index - 1;
}

type Figure = (samples: readonly HostSample[], index: number, instance: string) => FigureSeries[];

const filesystemLabels = (fs: HostSample['filesystems'][number], instance: string) => ({ device: fs.device, fstype: fs.fstype, instance, mountpoint: fs.mountpoint });

function networkRate(direction: 'receiveBytes' | 'transmitBytes'): Figure {
  return (samples, index, instance) => {
    const from = baselineIndex(samples, index, NETWORK_WINDOW_SECONDS);
    if (from < 0) return [];
    const [earlier, later] = [samples[from]!, samples[index]!];
    const seconds = later.time - earlier.time;
    if (seconds <= 0) return [];
    return later.network.flatMap((device) => {
      const before = earlier.network.find((candidate) => candidate.device === device.device);
      const bytes = before ? device[direction] - before[direction] : Number.NaN;
      // A device that appeared since, or whose counters were reset, has no rate over this span.
      return bytes >= 0 ? [{ metric: { device: device.device, instance }, value: ((bytes / seconds) * 8) / 1000 }] : [];
    });
  };
}

/** Each dashboard figure computed from the host's samples, as its PromQL computes it from node_exporter's. */
export const HOST_FIGURES: Record<MonitoringQueryName, Figure> = {
  disk_used_percent: (samples, index, instance) =>
    samples[index]!.filesystems
      .filter((fs) => fs.mountpoint === '/')
      .map((fs) => ({ metric: filesystemLabels(fs, instance), value: (100 * (fs.sizeBytes - fs.availBytes)) / fs.sizeBytes })),
  memory_used_mb: (samples, index, instance) => {
    const { totalBytes, availableBytes } = samples[index]!.memory;
    return [{ metric: { instance }, value: (totalBytes - availableBytes) / MB }];
  },
  memory_total_mb: (samples, index, instance) => [{ metric: { instance }, value: samples[index]!.memory.totalBytes / MB }],
  // avg() of the per-core rates keeps no label, as on a Prometheus.
  cpu_percent: (samples, index) => {
    const from = baselineIndex(samples, index, CPU_WINDOW_SECONDS);
    const [earlier, later] = [samples[from]?.cpu, samples[index]!.cpu];
    if (!earlier || !later) return [];
    const total = later.total - earlier.total;
    const idle = later.idle - earlier.idle;
    if (total <= 0 || idle < 0) return [];
    return [{ metric: {}, value: 100 * (1 - Math.min(idle / total, 1)) }];
  },
  disk_free_mb: (samples, index, instance) =>
    samples[index]!.filesystems.map((fs) => ({ metric: filesystemLabels(fs, instance), value: fs.availBytes / MB })),
  network_receive_kbps: networkRate('receiveBytes'),
  network_transmit_kbps: networkRate('transmitBytes'),
};
