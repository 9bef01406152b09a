/** One file system as node_exporter labels it (`device`, `fstype`, `mountpoint`), in bytes. */
export type FilesystemReading = { device: string; fstype: string; mountpoint: string; sizeBytes: number; availBytes: number };

/** One network device's byte counters since boot (they only grow, but for a device reset). */
export type NetworkReading = { device: string; receiveBytes: number; transmitBytes: number };

/** What the host's figures were at one moment: gauges as they are, counters for the rates between two samples. */
export type HostSample = {
  /** Unix seconds. */
  time: number;
  /** CPU time of all cores since boot, idle and in total, in any one unit (only their ratio is used); null when unreadable. */
  cpu: { idle: number; total: number } | null;
  memory: { totalBytes: number; availableBytes: number };
  filesystems: FilesystemReading[];
  network: NetworkReading[];
};
