import type { MonitoringQueryName, PrometheusAnswer } from '@mamt/contract';
import { HOST_FIGURES, type FigureSeries } from './host-figures.js';
import type { HostSample } from './host-sample.js';
import type { MonitoringSource } from './monitoring-source.js';
import { formatSampleValue } from './sample-value.js';

/** How far back a point looks for a sample, as Prometheus' default look-back: older figures are gone, not shown. */
export const LOOKBACK_SECONDS = 300;

/** The index of the latest sample at or before `time` and within the look-back, or -1. Samples are oldest first. */
export function sampleIndexAt(samples: readonly HostSample[], time: number): number {
  let low = 0;
  let high = samples.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (samples[middle]!.time <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found >= 0 && samples[found]!.time >= time - LOOKBACK_SECONDS ? found : -1;
}

const seriesKey = (metric: Record<string, string>) => JSON.stringify(Object.entries(metric).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The dashboard's figures from this host's own samples (host-sampler.ts), answered as a Prometheus
 * would answer the same figures' PromQL over node_exporter: `instance` is the host's name.
 */
export function createHostSource(samplesOf: () => readonly HostSample[], instance: string): MonitoringSource {
  const figureAt = (name: MonitoringQueryName, samples: readonly HostSample[], index: number): FigureSeries[] =>
    index < 0 ? [] : HOST_FIGURES[name](samples, index, instance);

  return {
    async instant(name, timeSeconds): Promise<PrometheusAnswer> {
      const samples = samplesOf();
      const series = figureAt(name, samples, sampleIndexAt(samples, timeSeconds));
      return {
        status: 'success',
        data: { resultType: 'vector', result: series.map(({ metric, value }) => ({ metric, value: [timeSeconds, formatSampleValue(value)] })) },
      };
    },
    async range(name, startSeconds, endSeconds, stepSeconds): Promise<PrometheusAnswer> {
      const samples = samplesOf();
      const byKey = new Map<string, { metric: Record<string, string>; values: Array<[number, string]> }>();
      // Several points of a fine step fall on the same sample: each sample's figure is computed once.
      const computed = new Map<number, FigureSeries[]>();
      const points = Math.floor((endSeconds - startSeconds) / stepSeconds) + 1;
      for (let point = 0; point < points; point += 1) {
        const time = startSeconds + point * stepSeconds;
        const index = sampleIndexAt(samples, time);
        let series = computed.get(index);
        if (!series) computed.set(index, (series = figureAt(name, samples, index)));
        for (const { metric, value } of series) {
          const key = seriesKey(metric);
          let entry = byKey.get(key);
          if (!entry) byKey.set(key, (entry = { metric, values: [] }));
          entry.values.push([time, formatSampleValue(value)]);
        }
      }
      const result = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
      return { status: 'success', data: { resultType: 'matrix', result } };
    },
  };
}
