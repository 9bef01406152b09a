import { describe, expect, it } from 'vitest';
import { weatherKindOf } from '../src/features/dashboard/components/weather-icon';
import { chartOf, instantValue, sampleValue } from '../src/features/dashboard/figures';
import type { OutputOf } from './support/fake-api';

type Monitoring = OutputOf<'hitPrometheus'>;
const matrix = (result: Monitoring['data']['result']): Monitoring => ({ status: 'success', data: { resultType: 'matrix', result } });

describe('the weather icon by type (document 1 §2)', () => {
  it.each([
    ['Rain', 'rain'],
    ['Drizzle', 'rain'],
    ['Thunderstorm', 'rain'],
    ['Snow', 'snow'],
    ['Clouds', 'clouds'],
    ['Mist', 'clouds'],
    ['Fog', 'clouds'],
    ['Haze', 'clouds'],
    ['Clear', 'sun'],
    ['Tornado', 'sun'],
    ['', 'sun'],
  ])('%s is drawn as %s', (group, kind) => {
    expect(weatherKindOf(group)).toBe(kind);
  });
});

describe('monitoring figures', () => {
  it('reads a sample as a number, and NaN, Inf or nothing as no figure at all (never 0)', () => {
    expect(sampleValue('12.5')).toBe(12.5);
    expect(sampleValue('0')).toBe(0);
    for (const text of ['NaN', '+Inf', '-Inf', '', undefined]) expect(sampleValue(text)).toBeUndefined();
    expect(instantValue({ status: 'success', data: { resultType: 'vector', result: [] } })).toBeUndefined();
  });

  it('makes one row per time and one column per series, sorted by label, with gaps where a series has no point', () => {
    const chart = chartOf(
      matrix([
        { metric: { device: 'wlan0' }, values: [[100, '5'], [115, 'NaN']] },
        { metric: { device: 'eth0.100' }, values: [[115, '7'], [130, '8']] },
      ]),
      'device',
    );
    expect(chart.series).toEqual([
      { key: 's0', label: 'eth0.100', latest: 8 },
      { key: 's1', label: 'wlan0', latest: 5 },
    ]);
    expect(chart.rows).toEqual([
      { at: 100_000, s0: null, s1: 5 },
      { at: 115_000, s0: 7, s1: null },
      { at: 130_000, s0: 8, s1: null },
    ]);
    expect(chart.latestAt).toBe(130_000);
  });

  it('has nothing to draw for an answer without series', () => {
    expect(chartOf(matrix([]), 'mountpoint')).toEqual({ series: [], rows: [], latestAt: undefined });
  });
});
