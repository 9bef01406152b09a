import os from 'node:os';
import { MESSAGES, stepSecondsOf } from '@mamt/contract';
import { createCachedSource } from '../../integrations/monitoring/cached-source.js';
import { createHostSampler } from '../../integrations/monitoring/host-sampler.js';
import { createHostSource } from '../../integrations/monitoring/host-source.js';
import { MonitoringUnavailableError, type MonitoringSource } from '../../integrations/monitoring/monitoring-source.js';
import { createPrometheusSource } from '../../integrations/monitoring/prometheus-source.js';
import { AppError } from '../../lib/app-error.js';
import type { Handlers } from '../../rpc/call-context.js';
import type { Core } from '../../wiring/core.js';

/** The Prometheus' address as the log may show it: without the credentials it may carry. */
function shownAddress(url: string): string {
  const address = new URL(url);
  address.username = '';
  address.password = '';
  return address.href;
}

/** The configured source: the Prometheus at PROMETHEUS_URL, or this host's own figures sampled in the process. */
function sourceOf({ config, log }: Core): { source: MonitoringSource; shown: string; stop: () => void } {
  if (config.PROMETHEUS_URL) {
    const source = createPrometheusSource({ url: config.PROMETHEUS_URL, instance: config.PROMETHEUS_INSTANCE, timeoutMs: config.PROMETHEUS_TIMEOUT_MS });
    return { source, shown: shownAddress(config.PROMETHEUS_URL), stop: () => {} };
  }
  const sampler = createHostSampler({ everySeconds: config.MONITORING_SAMPLE_SECONDS, log });
  sampler.start();
  return { source: createHostSource(sampler.samples, os.hostname()), shown: 'host', stop: sampler.stop };
}

/**
 * `hitPrometheus` (document 1 §2, §7): one of the dashboard's figures, by name, from the monitoring
 * source, each answer shared by every dashboard for MONITORING_CACHE_SECONDS. A source that fails
 * is logged and answered as unavailable (502), so that the card says so instead of showing a stale
 * or zero figure.
 */
export function createMonitoringArea(core: Core): { handlers: Pick<Handlers, 'hitPrometheus'>; stop: () => void } {
  const { source, shown, stop } = sourceOf(core);
  const cached = createCachedSource(source, { periodSeconds: core.config.MONITORING_CACHE_SECONDS });
  // Callers waiting for the same source call share its failure: it is logged once, not once per dashboard.
  const logged = new WeakSet<Error>();

  return {
    handlers: {
      hitPrometheus: async (input) => {
        const { function_type: kind, query } = input;
        try {
          if (kind === 'query') return await cached.instant(query, input.time ?? Date.now() / 1000);
          // The contract has checked that a range names its start, end and a valid step.
          return await cached.range(query, input.start!, input.end!, stepSecondsOf(input.step)!);
        } catch (error) {
          if (!(error instanceof MonitoringUnavailableError)) throw error;
          if (!logged.has(error)) core.log.warn({ err: error, query, function_type: kind, source: shown }, 'monitoring source unavailable');
          logged.add(error);
          throw new AppError('UPSTREAM_FAILED', MESSAGES.monitoringUnavailable);
        }
      },
    },
    stop,
  };
}
