import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostSample } from '../../src/integrations/monitoring/host-sample.js';
import { createHostSampler } from '../../src/integrations/monitoring/host-sampler.js';
import { parseMeminfo, parseMounts, parseNetDev, parseProcStat, readHostSample } from '../../src/integrations/monitoring/host-readings.js';

describe("reading the host's figures", () => {
  it('takes the idle and total CPU ticks of /proc/stat, leaving guest time (already in user) out', () => {
    expect(parseProcStat('cpu  100 5 50 800 20 1 4 10 7 3\ncpu0 50 2 25 400 10 0 2 5 3 1\n')).toEqual({ idle: 800, total: 990 });
    expect(parseProcStat('intr 1 2 3\n')).toBeNull();
  });

  it('takes MemTotal and MemAvailable of /proc/meminfo, in bytes', () => {
    const text = 'MemTotal:       16000000 kB\nMemFree:         1000000 kB\nMemAvailable:    6000000 kB\n';
    expect(parseMeminfo(text)).toEqual({ totalBytes: 16_000_000 * 1024, availableBytes: 6_000_000 * 1024 });
    expect(parseMeminfo('MemTotal: 1 kB\n')).toBeNull();
  });

  it('keeps the disk-backed mounts once each, with their escaped names read back', () => {
    const mounts = [
      'proc /proc proc rw 0 0',
      'sysfs /sys sysfs rw 0 0',
      'tmpfs /run tmpfs rw 0 0',
      'cgroup2 /sys/fs/cgroup cgroup2 rw 0 0',
      'overlay / overlay rw,lowerdir=/x 0 0',
      '/dev/vda1 /data ext4 rw 0 0',
      '/dev/vdc /data xfs rw 0 0',
      '/dev/vdb /srv/my\\040files btrfs rw 0 0',
      'devpts /dev/pts devpts rw 0 0',
      'mqueue /dev/mqueue mqueue rw 0 0',
      '/dev/vdd /var/lib/docker/overlay2/abc ext4 rw 0 0',
      '',
    ].join('\n');
    expect(parseMounts(mounts)).toEqual([
      { device: 'overlay', fstype: 'overlay', mountpoint: '/' },
      // The later mount on /data hides the earlier one.
      { device: '/dev/vdc', fstype: 'xfs', mountpoint: '/data' },
      { device: '/dev/vdb', fstype: 'btrfs', mountpoint: '/srv/my files' },
    ]);
  });

  it('takes the receive and transmit byte counters of /proc/net/dev, loopback left out', () => {
    const text = [
      'Inter-|   Receive                                                |  Transmit',
      ' face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed',
      '    lo:   41900     581    0    0    0     0          0         0    41900     581    0    0    0     0       0          0',
      '  eth0: 503509747   12924    0    0    0     0          0         0  1289445    9226    0    0    0     0       0          0',
    ].join('\n');
    expect(parseNetDev(text)).toEqual([{ device: 'eth0', receiveBytes: 503509747, transmitBytes: 1289445 }]);
  });

  it('reads a whole sample of this machine', async () => {
    const taken = await readHostSample(() => 1_700_000_000_000);
    expect(taken.time).toBe(1_700_000_000);
    expect(taken.memory.totalBytes).toBeGreaterThan(taken.memory.availableBytes);
    expect(taken.cpu?.total).toBeGreaterThan(0);
    const root = taken.filesystems.find((fs) => fs.mountpoint === '/');
    expect(root?.sizeBytes).toBeGreaterThan(root?.availBytes ?? Infinity);
  });
});

describe('the host sampler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const fakeSample = (time: number): HostSample => ({ time, cpu: null, memory: { totalBytes: 1, availableBytes: 1 }, filesystems: [], network: [] });

  it('samples at once, again 2 s later, then every period, and not after it stops', async () => {
    vi.useFakeTimers();
    let taken = 0;
    const sampler = createHostSampler({ everySeconds: 15, log: { info() {}, warn() {}, error() {} }, read: async () => fakeSample((taken += 1)) });
    sampler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sampler.samples().map((s) => s.time)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sampler.samples()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(13_000);
    expect(sampler.samples()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sampler.samples()).toHaveLength(5);
    sampler.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sampler.samples()).toHaveLength(5);
  });

  it('logs a failing read once per run of failures and keeps sampling', async () => {
    vi.useFakeTimers();
    const warnings: object[] = [];
    let calls = 0;
    const read = async () => {
      calls += 1;
      if (calls <= 3) throw new Error('unreadable');
      return fakeSample(calls);
    };
    const sampler = createHostSampler({ everySeconds: 5, log: { info() {}, warn: (entry) => warnings.push(entry), error() {} }, read });
    sampler.start();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(calls).toBe(4);
    expect(warnings).toHaveLength(1);
    expect(sampler.samples().map((s) => s.time)).toEqual([4]);
    sampler.stop();
  });
});
