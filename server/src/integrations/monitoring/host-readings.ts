import fs from 'node:fs/promises';
import os from 'node:os';
import type { FilesystemReading, HostSample, NetworkReading } from './host-sample.js';

/**
 * Reads this host's figures from /proc and statfs(2), as node_exporter does on Linux, falling back
 * to what Node's `os` module knows elsewhere (no network counters there). Each part is read on its
 * own, so that one unreadable file leaves the others' figures.
 */
export async function readHostSample(now: () => number = Date.now): Promise<HostSample> {
  const [cpu, memory, filesystems, network] = await Promise.all([readCpu(), readMemory(), readFilesystems(), readNetwork()]);
  return { time: now() / 1000, cpu, memory, filesystems, network };
}

const readText = (file: string) => fs.readFile(file, 'utf8').catch(() => null);

/** The `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal (guest time is already in user). */
export function parseProcStat(text: string): HostSample['cpu'] {
  const line = text.split('\n').find((candidate) => candidate.startsWith('cpu '));
  const ticks = line?.trim().split(/\s+/).slice(1, 9).map(Number) ?? [];
  if (ticks.length < 4 || ticks.some((tick) => !Number.isFinite(tick))) return null;
  return { idle: ticks[3]!, total: ticks.reduce((sum, tick) => sum + tick, 0) };
}

async function readCpu(): Promise<HostSample['cpu']> {
  const parsed = parseProcStat((await readText('/proc/stat')) ?? '');
  if (parsed) return parsed;
  const cores = os.cpus();
  if (cores.length === 0) return null;
  const sum = (pick: (times: os.CpuInfo['times']) => number) => cores.reduce((total, core) => total + pick(core.times), 0);
  return { idle: sum((t) => t.idle), total: sum((t) => t.user + t.nice + t.sys + t.idle + t.irq) };
}

/** MemTotal and MemAvailable of /proc/meminfo (kB), in bytes. */
export function parseMeminfo(text: string): HostSample['memory'] | null {
  const kilobytes = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  const total = kilobytes('MemTotal');
  const available = kilobytes('MemAvailable');
  return Number.isFinite(total) && Number.isFinite(available) ? { totalBytes: total * 1024, availableBytes: available * 1024 } : null;
}

async function readMemory(): Promise<HostSample['memory']> {
  return parseMeminfo((await readText('/proc/meminfo')) ?? '') ?? { totalBytes: os.totalmem(), availableBytes: os.freemem() };
}

/** Pseudo and memory file systems, which hold no disk (node_exporter leaves them out too); overlay is a container's real disk. */
const SKIPPED_FSTYPES =
  /^(autofs|binfmt_misc|bpf|cgroup2?|configfs|debugfs|devpts|devtmpfs|efivarfs|fusectl|fuse\.lxcfs|hugetlbfs|mqueue|nsfs|proc|procfs|pstore|ramfs|rootfs|rpc_pipefs|securityfs|selinuxfs|squashfs|sysfs|tmpfs|tracefs)$/;
/** The kernel's and containers' own trees, as node_exporter's default excludes them. */
const SKIPPED_MOUNTPOINTS = /^\/(dev|proc|sys|run\/credentials\/.+|var\/lib\/docker\/.+|var\/lib\/containers\/storage\/.+)($|\/)/;

/** /proc/mounts escapes a space, tab, line break and backslash in octal. */
const unescapeMountField = (field: string) => field.replace(/\\([0-7]{3})/g, (_all, octal: string) => String.fromCharCode(parseInt(octal, 8)));

/** The disk-backed mounts of /proc/mounts, once each: a later mount on the same point hides the earlier one. */
export function parseMounts(text: string): Array<Omit<FilesystemReading, 'sizeBytes' | 'availBytes'>> {
  const byMountpoint = new Map<string, Omit<FilesystemReading, 'sizeBytes' | 'availBytes'>>();
  for (const line of text.split('\n')) {
    const [device, mountpoint, fstype] = line.trim().split(/\s+/).map(unescapeMountField);
    if (!device || !mountpoint || !fstype) continue;
    byMountpoint.delete(mountpoint);
    if (SKIPPED_FSTYPES.test(fstype) || SKIPPED_MOUNTPOINTS.test(mountpoint)) continue;
    byMountpoint.set(mountpoint, { device, fstype, mountpoint });
  }
  return [...byMountpoint.values()];
}

/** A network file system that stopped answering would hold statfs(2) for minutes: such a mount is left out of the sample. */
const STATFS_TIMEOUT_MS = 2000;

/**
 * The mounts whose statfs(2) has not come back yet. A hung call keeps one of libuv's four worker
 * threads until it returns, so the mount is not asked again meanwhile: a sample every 15 s would
 * otherwise tie up every worker, and with them the file, DNS and crypto work of the whole server.
 */
const statfsPending = new Set<string>();

async function statfsWithin(mountpoint: string): Promise<{ sizeBytes: number; availBytes: number } | null> {
  if (statfsPending.has(mountpoint)) return null;
  statfsPending.add(mountpoint);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), STATFS_TIMEOUT_MS);
    timer.unref();
  });
  const stats = fs
    .statfs(mountpoint)
    .then(({ blocks, bavail, bsize }) => ({ sizeBytes: blocks * bsize, availBytes: bavail * bsize }))
    .catch(() => null)
    .finally(() => statfsPending.delete(mountpoint));
  try {
    return await Promise.race([stats, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function readFilesystems(): Promise<FilesystemReading[]> {
  const text = await readText('/proc/mounts');
  const mounts = text === null ? [{ device: 'unknown', fstype: 'unknown', mountpoint: '/' }] : parseMounts(text);
  const read = await Promise.all(mounts.map(async (mount) => {
    const stats = await statfsWithin(mount.mountpoint);
    return stats && stats.sizeBytes > 0 ? { ...mount, ...stats } : null;
  }));
  return read.filter((reading): reading is FilesystemReading => reading !== null);
}

/** The byte counters of /proc/net/dev (receive bytes first, transmit bytes ninth), loopback left out. */
export function parseNetDev(text: string): NetworkReading[] {
  const readings: NetworkReading[] = [];
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const device = line.slice(0, colon).trim();
    const fields = line.slice(colon + 1).trim().split(/\s+/).map(Number);
    if (!device || device === 'lo' || fields.length < 9) continue;
    const [receiveBytes, transmitBytes] = [fields[0]!, fields[8]!];
    if (Number.isFinite(receiveBytes) && Number.isFinite(transmitBytes)) readings.push({ device, receiveBytes, transmitBytes });
  }
  return readings;
}

async function readNetwork(): Promise<NetworkReading[]> {
  return parseNetDev((await readText('/proc/net/dev')) ?? '');
}
