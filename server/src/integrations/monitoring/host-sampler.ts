import type { Logger } from '../../lib/logger.js';
import type { HostSample } from './host-sample.js';
import { readHostSample } from './host-readings.js';
import { RingBuffer } from './ring-buffer.js';

/** How much history the host source keeps: the longest range a dashboard may ask for. */
export const HOST_HISTORY_SECONDS = 3600;
/** The second sample's delay after the first, so that CPU and network rates exist a moment after the start. */
const SECOND_SAMPLE_MS = 2000;

export type HostSampler = {
  /** The samples kept, oldest first. */
  samples(): HostSample[];
  start(): void;
  stop(): void;
};

type Options = { everySeconds: number; log: Logger; read?: () => Promise<HostSample> };

/**
 * Samples the host's figures every `everySeconds` into a ring buffer of an hour. The timers are
 * unref'd (they never keep the process alive) and a sample is skipped while the previous one is
 * still being read.
 */
export function createHostSampler({ everySeconds, log, read = () => readHostSample() }: Options): HostSampler {
  const buffer = new RingBuffer<HostSample>(Math.ceil(HOST_HISTORY_SECONDS / everySeconds) + 2);
  const timers: NodeJS.Timeout[] = [];
  let reading = false;
  let stopped = false;
  let failing = false;

  async function sample(): Promise<void> {
    if (reading || stopped) return;
    reading = true;
    try {
      const taken = await read();
      if (!stopped) buffer.push(taken);
      failing = false;
    } catch (error) {
      // Logged once per run of failures; the figures' look-back then shows them unavailable, not stale.
      if (!failing) log.warn({ err: error }, 'could not sample the host figures for the dashboard');
      failing = true;
    } finally {
      reading = false;
    }
  }

  const every = (ms: number, run: () => void) => {
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };
  const once = (ms: number, run: () => void) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    samples: () => buffer.toArray(),
    start() {
      void sample();
      if (everySeconds * 1000 > SECOND_SAMPLE_MS) once(SECOND_SAMPLE_MS, () => void sample());
      every(everySeconds * 1000, () => void sample());
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
    },
  };
}
