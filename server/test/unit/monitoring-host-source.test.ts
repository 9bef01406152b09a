import { describe, expect, it } from 'vitest';
import { baselineIndex } from '../../src/integrations/monitoring/host-figures.js';
import type { HostSample } from '../../src/integrations/monitoring/host-sample.js';
import { createHostSource, sampleIndexAt } from '../../src/integrations/monitoring/host-source.js';
import { RingBuffer } from '../../src/integrations/monitoring/ring-buffer.js';
import { formatSampleValue } from '../../src/integrations/monitoring/sample-value.js';

const MB = 1048576;
const T0 = 1_700_000_000;

/**
 * A sample at T0 + `at` seconds: the CPU idle three quarters of the time since T0, eth0 receiving
 * `rxPerSecond` bytes a second and sending half as much, a root disk and a data disk.
 */
function sample(at: number, { rxPerSecond = 1000, availMb = 4000, usedMb = 1536 } = {}): HostSample {
  return {
    time: T0 + at,
    cpu: { idle: 1e6 + at * 75, total: 4e6 + at * 100 },
    memory: { totalBytes: 8192 * MB, availableBytes: (8192 - usedMb) * MB },
    filesystems: [
      { device: '/dev/vda', fstype: 'ext4', mountpoint: '/', sizeBytes: 10_000 * MB, availBytes: availMb * MB },
      { device: '/dev/vdb', fstype: 'xfs', mountpoint: '/data', sizeBytes: 50_000 * MB, availBytes: 20_000 * MB },
    ],
    network: [{ device: 'eth0', receiveBytes: 5e8 + at * rxPerSecond, transmitBytes: 2e8 + (at * rxPerSecond) / 2 }],
  };
}

const sourceOver = (samples: HostSample[]) => createHostSource(() => samples, 'host-1');
const valueOf = (answer: { data: { result: Array<{ value?: [number, string] }> } }, series = 0) => Number(answer.data.result[series]?.value?.[1]);

describe('the ring buffer of samples', () => {
  it('keeps the last `capacity` items, oldest first', () => {
    const buffer = new RingBuffer<number>(3);
    expect(buffer.toArray()).toEqual([]);
    buffer.push(1);
    buffer.push(2);
    expect(buffer.toArray()).toEqual([1, 2]);
    for (const item of [3, 4, 5]) buffer.push(item);
    expect(buffer.toArray()).toEqual([3, 4, 5]);
    expect(buffer.size).toBe(3);
  });
});

describe('the sample a point looks at', () => {
  const samples = [sample(0), sample(15), sample(30), sample(400)];

  it('is the latest at or before the time, within a look-back of 5 minutes', () => {
    expect(sampleIndexAt(samples, T0 - 1)).toBe(-1);
    expect(sampleIndexAt(samples, T0)).toBe(0);
    expect(sampleIndexAt(samples, T0 + 29.9)).toBe(1);
    expect(sampleIndexAt(samples, T0 + 30)).toBe(2);
    expect(sampleIndexAt(samples, T0 + 330)).toBe(2);
    // 370 s after the last sample before it, and before the next one: nothing rather than a stale figure.
    expect(sampleIndexAt(samples, T0 + 399)).toBe(-1);
    expect(sampleIndexAt(samples, T0 + 10_000)).toBe(-1);
    expect(sampleIndexAt([], T0)).toBe(-1);
  });

  it("counts a rate from the oldest sample within the window, or from the previous one when none is that recent", () => {
    const many = [0, 15, 30, 45, 60, 75, 90, 400].map((at) => sample(at));
    expect(baselineIndex(many, 6, 60)).toBe(2);
    expect(baselineIndex(many, 6, 300)).toBe(0);
    expect(baselineIndex(many, 7, 60)).toBe(6);
    expect(baselineIndex(many, 0, 60)).toBe(-1);
  });
});

describe('instant figures from the host samples', () => {
  const samples = [sample(0), sample(15), sample(30, { usedMb: 2048, availMb: 2500 })];
  const source = sourceOver(samples);

  it('answers the gauges of the latest sample in Prometheus\' shape, at the time asked', async () => {
    const used = await source.instant('memory_used_mb', T0 + 31);
    expect(used).toEqual({ status: 'success', data: { resultType: 'vector', result: [{ metric: { instance: 'host-1' }, value: [T0 + 31, '2048'] }] } });
    expect(valueOf(await source.instant('memory_used_mb', T0 + 20))).toBe(1536);
    expect(valueOf(await source.instant('memory_total_mb', T0 + 31))).toBe(8192);
    const disk = await source.instant('disk_used_percent', T0 + 31);
    expect(disk.data.result).toEqual([{ metric: { device: '/dev/vda', fstype: 'ext4', instance: 'host-1', mountpoint: '/' }, value: [T0 + 31, '75'] }]);
  });

  it('counts CPU busy over 5 minutes of counters, or from the oldest sample there is', async () => {
    const withCpu = (at: number, idle: number, total: number): HostSample => ({ ...sample(at), cpu: { idle, total } });
    // Fully busy for the first 100 s, then idle three quarters of the time.
    const cpuSamples = [withCpu(0, 0, 0), withCpu(100, 0, 10_000), withCpu(250, 11_250, 25_000), withCpu(400, 22_500, 40_000)];
    const cpuSource = sourceOver(cpuSamples);
    // At 400 s the 5-minute window starts at 100 s: the busy first 100 s are out of it.
    const cpu = await cpuSource.instant('cpu_percent', T0 + 400);
    expect(cpu.data.result).toEqual([{ metric: {}, value: [T0 + 400, '25'] }]);
    // At 250 s the window reaches back to the first sample: (25,000 - 11,250) busy of 25,000.
    expect(valueOf(await cpuSource.instant('cpu_percent', T0 + 250))).toBeCloseTo(55, 10);
    // One sample only: no rate yet, so no series rather than a zero.
    expect((await sourceOver([sample(0)]).instant('cpu_percent', T0 + 1)).data.result).toEqual([]);
  });

  it('counts network rates in kbit/s over the last minute', async () => {
    const fast = [sample(0), sample(30, { rxPerSecond: 1000 }), { ...sample(90), network: [{ device: 'eth0', receiveBytes: 5e8 + 30_000 + 60 * 4000, transmitBytes: 2e8 }] }];
    const receive = await sourceOver(fast).instant('network_receive_kbps', T0 + 90);
    // From the sample at 30 s (the oldest within 60 s): 4000 bytes/s = 32 kbit/s.
    expect(receive.data.result).toEqual([{ metric: { device: 'eth0', instance: 'host-1' }, value: [T0 + 90, '32'] }]);
    // The transmit counter went backwards (a reset): no rate rather than a negative one.
    expect((await sourceOver(fast).instant('network_transmit_kbps', T0 + 90)).data.result).toEqual([]);
  });

  it('answers an empty vector when no sample is recent enough', async () => {
    expect((await source.instant('memory_used_mb', T0 + 1000)).data.result).toEqual([]);
    expect((await sourceOver([]).instant('disk_used_percent', T0)).data).toEqual({ resultType: 'vector', result: [] });
  });
});

describe('range figures from the host samples', () => {
  const samples = [0, 15, 30, 45, 60].map((at) => sample(at, { availMb: 4000 - at }));
  const source = sourceOver(samples);

  it('gives every step point the latest sample at or before it, one series per label set, sorted', async () => {
    const free = await source.range('disk_free_mb', T0 - 15, T0 + 60, 15);
    expect(free.data.resultType).toBe('matrix');
    expect(free.data.result.map((series) => series.metric.mountpoint)).toEqual(['/', '/data']);
    // The point before the first sample has no value; the others have the sample at or before them.
    expect(free.data.result[0]?.values).toEqual([0, 15, 30, 45, 60].map((at) => [T0 + at, String(4000 - at)]));
    const offset = await source.range('disk_free_mb', T0 + 10, T0 + 40, 15);
    expect(offset.data.result[0]?.values).toEqual([[T0 + 10, '4000'], [T0 + 25, '3985'], [T0 + 40, '3970']]);
  });

  it('counts each point\'s network rate from the samples before it', async () => {
    const receive = await source.range('network_receive_kbps', T0, T0 + 60, 15);
    // No rate at the first sample; 1000 bytes/s = 8 kbit/s after.
    expect(receive.data.result).toEqual([{ metric: { device: 'eth0', instance: 'host-1' }, values: [15, 30, 45, 60].map((at) => [T0 + at, '8']) }]);
  });

  it('leaves a series out when none of its points has a sample', async () => {
    expect((await source.range('memory_used_mb', T0 + 1000, T0 + 1300, 15)).data.result).toEqual([]);
  });
});

describe('values written as Prometheus writes them', () => {
  it('is the shortest decimal, never in exponent notation, with NaN and infinities as words', () => {
    expect([0, 1.5, -2, 1e-7, 2.5e-9, 1e21, 79583.203125].map(formatSampleValue)).toEqual(['0', '1.5', '-2', '0.0000001', '0.0000000025', '1000000000000000000000', '79583.203125']);
    expect([Number.NaN, Infinity, -Infinity].map(formatSampleValue)).toEqual(['NaN', '+Inf', '-Inf']);
  });
});
