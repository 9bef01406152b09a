import type { PrometheusAnswer } from '@mamt/contract';
import { createSharedAnswers } from '../../lib/shared-answers.js';
import type { MonitoringSource } from './monitoring-source.js';

/** A time this close to the server's now means "now": the dashboard's clock, not a moment it chose. */
export const NOW_SLACK_SECONDS = 60;

type Options = {
  /** MONITORING_CACHE_SECONDS: how long one answer is shared. */
  periodSeconds: number;
  /** Milliseconds, as Date.now. */
  now?: () => number;
  /** The most answers kept at once (old times asked for by hand would otherwise grow it without end). */
  maxKeys?: number;
};

/**
 * The time an answer is asked for at. Every dashboard asking for "now" (its own clock, within
 * NOW_SLACK_SECONDS of ours) gets the start of the server's current cache period, so they share
 * one answer; other times are rounded down to the period.
 */
export function normalisedTime(timeSeconds: number, nowSeconds: number, periodSeconds: number): number {
  const time = Math.abs(timeSeconds - nowSeconds) <= NOW_SLACK_SECONDS ? nowSeconds : timeSeconds;
  return Math.floor(time / periodSeconds) * periodSeconds;
}

/** A range moved as its end is normalised: it keeps its length and step. */
export function normalisedRange(startSeconds: number, endSeconds: number, nowSeconds: number, periodSeconds: number): { start: number; end: number } {
  const end = normalisedTime(endSeconds, nowSeconds, periodSeconds);
  return { start: startSeconds - (endSeconds - end), end };
}

/**
 * Shares a source's answers for a cache period, so that a room full of dashboards costs the source
 * one query per figure per period: an answer is kept per figure, kind and normalised times, and
 * callers asking while the source is being asked wait for that same answer. A failure is shared
 * with those waiting but not kept: the next caller asks again.
 */
export function createCachedSource(source: MonitoringSource, { periodSeconds, now = Date.now, maxKeys = 500 }: Options): MonitoringSource {
  const answers = createSharedAnswers<PrometheusAnswer>({ ttlMs: periodSeconds * 1000, maxKeys, now });
  const shared = (key: string, ask: () => Promise<PrometheusAnswer>) => answers.get(key, ask);

  return {
    instant(name, timeSeconds) {
      const time = normalisedTime(timeSeconds, now() / 1000, periodSeconds);
      return shared(`instant ${name} ${time}`, () => source.instant(name, time));
    },
    range(name, startSeconds, endSeconds, stepSeconds) {
      const { start, end } = normalisedRange(startSeconds, endSeconds, now() / 1000, periodSeconds);
      return shared(`range ${name} ${start} ${end} ${stepSeconds}`, () => source.range(name, start, end, stepSeconds));
    },
  };
}
