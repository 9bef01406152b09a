import type { MonitoringQueryName, PrometheusAnswer } from '@mamt/contract';
import { describe, expect, it } from 'vitest';
import { createCachedSource, normalisedRange, normalisedTime } from '../../src/integrations/monitoring/cached-source.js';
import { MonitoringUnavailableError, type MonitoringSource } from '../../src/integrations/monitoring/monitoring-source.js';

const NOW = 1_700_000_003.7;

/** A source that records what it is asked and answers when the test says (a fake source is the unit under the cache). */
function countingSource() {
  const asked: string[] = [];
  const waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const answerFor = (label: string): PrometheusAnswer => ({ status: 'success', data: { resultType: 'vector', result: [{ metric: { label }, value: [0, '1'] }] } });
  const ask = (label: string) => {
    asked.push(label);
    return new Promise<PrometheusAnswer>((resolve, reject) => waiting.push({ resolve: () => resolve(answerFor(label)), reject }));
  };
  const source: MonitoringSource = {
    instant: (name: MonitoringQueryName, time: number) => ask(`instant ${name} ${time}`),
    range: (name, start, end, step) => ask(`range ${name} ${start}-${end}/${step}`),
  };
  const settle = (outcome: 'answer' | 'fail') => {
    for (const pending of waiting.splice(0)) {
      if (outcome === 'answer') pending.resolve();
      else pending.reject(new MonitoringUnavailableError('down'));
    }
  };
  return { source, asked, settle };
}

function clock(startMs: number) {
  const state = { ms: startMs };
  return { now: () => state.ms, advance: (seconds: number) => (state.ms += seconds * 1000) };
}

describe('normalising the time asked for', () => {
  it('gives every "now" within 60 s of the server\'s the start of the current cache period', () => {
    expect(normalisedTime(NOW, NOW, 5)).toBe(1_700_000_000);
    expect(normalisedTime(NOW - 59, NOW, 5)).toBe(1_700_000_000);
    expect(normalisedTime(NOW + 30, NOW, 5)).toBe(1_700_000_000);
  });

  it('rounds other times down to the period', () => {
    expect(normalisedTime(NOW - 61, NOW, 5)).toBe(1_699_999_940);
    expect(normalisedTime(1_600_000_004.9, NOW, 5)).toBe(1_600_000_000);
  });

  it('moves a range by its end, keeping its length', () => {
    expect(normalisedRange(NOW - 300, NOW, NOW, 5)).toEqual({ start: 1_699_999_700, end: 1_700_000_000 });
    expect(normalisedRange(1_600_000_002 - 300, 1_600_000_002, NOW, 5)).toEqual({ start: 1_599_999_700, end: 1_600_000_000 });
  });
});

describe('the cached source', () => {
  it('asks the source once for 50 callers at the same moment, and they all get its answer', async () => {
    const { source, asked, settle } = countingSource();
    const cached = createCachedSource(source, { periodSeconds: 5, now: () => NOW * 1000 });
    const answers = Array.from({ length: 50 }, (_unused, viewer) => cached.instant('cpu_percent', NOW - viewer / 10));
    await Promise.resolve();
    settle('answer');
    const settled = await Promise.all(answers);
    expect(asked).toEqual(['instant cpu_percent 1700000000']);
    expect(new Set(settled).size).toBe(1);
  });

  it('asks once per figure per cache period, and again in the next period', async () => {
    const { source, asked, settle } = countingSource();
    const time = clock(1_700_000_000_000);
    const cached = createCachedSource(source, { periodSeconds: 5, now: time.now });
    const refresh = async () => {
      const now = time.now() / 1000;
      const all = Promise.all([cached.instant('memory_used_mb', now), cached.range('disk_free_mb', now - 300, now, 15), cached.instant('cpu_percent', now)]);
      await Promise.resolve();
      settle('answer');
      return all;
    };
    await refresh();
    time.advance(1);
    await refresh();
    time.advance(3.9);
    await refresh();
    expect(asked).toEqual(['instant memory_used_mb 1700000000', 'range disk_free_mb 1699999700-1700000000/15', 'instant cpu_percent 1700000000']);
    time.advance(0.2);
    await refresh();
    expect(asked.slice(3)).toEqual(['instant memory_used_mb 1700000005', 'range disk_free_mb 1699999705-1700000005/15', 'instant cpu_percent 1700000005']);
  });

  it('keeps apart figures, kinds, times and steps', async () => {
    const { source, asked, settle } = countingSource();
    const cached = createCachedSource(source, { periodSeconds: 5, now: () => NOW * 1000 });
    const all = Promise.all([
      cached.instant('cpu_percent', NOW),
      cached.instant('memory_used_mb', NOW),
      cached.instant('memory_used_mb', NOW - 3600),
      cached.range('memory_used_mb', NOW - 300, NOW, 15),
      cached.range('memory_used_mb', NOW - 300, NOW, 30),
    ]);
    await Promise.resolve();
    settle('answer');
    await all;
    expect(asked).toHaveLength(5);
  });

  it('shares a failure with the callers waiting for it, but does not keep it', async () => {
    const { source, asked, settle } = countingSource();
    const cached = createCachedSource(source, { periodSeconds: 5, now: () => NOW * 1000 });
    const failing = Array.from({ length: 10 }, () => cached.instant('cpu_percent', NOW));
    await Promise.resolve();
    settle('fail');
    const outcomes = await Promise.allSettled(failing);
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason instanceof MonitoringUnavailableError)).toBe(true);
    expect(asked).toHaveLength(1);
    const retried = cached.instant('cpu_percent', NOW);
    await Promise.resolve();
    settle('answer');
    await retried;
    expect(asked).toHaveLength(2);
  });

  it('keeps at most maxKeys answers, dropping the oldest', async () => {
    const { source, asked, settle } = countingSource();
    const cached = createCachedSource(source, { periodSeconds: 5, now: () => NOW * 1000, maxKeys: 3 });
    const at = async (hoursAgo: number) => {
      const answer = cached.instant('cpu_percent', NOW - hoursAgo * 3600);
      await Promise.resolve();
      settle('answer');
      return answer;
    };
    for (const hoursAgo of [1, 2, 3, 4]) await at(hoursAgo);
    await at(4);
    await at(2);
    expect(asked).toHaveLength(4);
    await at(1);
    expect(asked).toHaveLength(5);
  });
});
