import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's packages (`prometheus`, `prometheus-node-exporter`), which `.ci/run` installs. */
export const PROMETHEUS_BINARY = '/usr/bin/prometheus';
export const NODE_EXPORTER_BINARY = '/usr/bin/prometheus-node-exporter';

/** Why the pair cannot run here (a binary missing), or null when it can. */
export function prometheusPairMissing(): string | null {
  const missing = [PROMETHEUS_BINARY, NODE_EXPORTER_BINARY].filter((binary) => !fs.existsSync(binary));
  return missing.length > 0 ? `${missing.join(' and ')} not installed (apt-get install prometheus prometheus-node-exporter, as .ci/run does)` : null;
}

export type PrometheusPair = {
  /** The Prometheus' address, for PROMETHEUS_URL. */
  url: string;
  /** The node_exporter's `instance` label, for PROMETHEUS_INSTANCE. */
  instance: string;
  /** Resolves once Prometheus holds `seconds` of node_exporter's samples (scraped every second). */
  waitForData: (seconds: number, timeoutMs: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** A loopback port free now (the child that gets it binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A child whose output is kept (the last lines are shown when it fails) and which is ended with the test. */
function startChild(binary: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`\n${error.message}\n`)));
  return { child, output: () => output };
}

async function stopChild(child: ChildProcess): Promise<void> {
  // Never started (spawn failed), or already gone.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * node_exporter (only the collectors the dashboard reads; overlay file systems kept, so that a
 * container's root disk counts) and a Prometheus scraping it every second, on loopback ports, with
 * their data in a temporary folder removed by `stop`. No system service is involved.
 */
export async function startPrometheusPair(): Promise<PrometheusPair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-prometheus-'));
  const [exporterPort, prometheusPort] = [await freePort(), await freePort()];
  const instance = `127.0.0.1:${exporterPort}`;
  const exporter = startChild(NODE_EXPORTER_BINARY, [
    `--web.listen-address=${instance}`,
    '--collector.disable-defaults',
    '--collector.cpu',
    '--collector.meminfo',
    '--collector.filesystem',
    '--collector.netdev',
    '--collector.filesystem.fs-types-exclude=^(autofs|binfmt_misc|bpf|cgroup2?|configfs|debugfs|devpts|devtmpfs|fusectl|hugetlbfs|mqueue|nsfs|proc|procfs|pstore|rpc_pipefs|securityfs|selinuxfs|squashfs|sysfs|tracefs)$',
    '--log.level=warn',
  ]);
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    ['global:', '  scrape_interval: 1s', '  evaluation_interval: 1s', 'scrape_configs:', '  - job_name: node', '    static_configs:', `      - targets: ['${instance}']`, ''].join('\n'),
  );
  const prometheus = startChild(PROMETHEUS_BINARY, [
    `--config.file=${path.join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${prometheusPort}`,
    '--log.level=warn',
  ]);
  const url = `http://127.0.0.1:${prometheusPort}`;

  async function stop(): Promise<void> {
    await Promise.all([stopChild(prometheus.child), stopChild(exporter.child)]);
    fs.rmSync(dir, { recursive: true, force: true });
  }

  /** How many samples of the exporter Prometheus holds over the last minute (0 before it answers). */
  async function samplesHeld(): Promise<number> {
    const query = `count_over_time(node_memory_MemTotal_bytes{instance="${instance}"}[1m])`;
    const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (!response?.ok) return 0;
    const body = (await response.json()) as { data?: { result?: Array<{ value: [number, string] }> } };
    return Number(body.data?.result?.[0]?.value[1] ?? 0);
  }

  async function waitForData(seconds: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const [name, started] of [['node_exporter', exporter], ['prometheus', prometheus]] as const) {
        if (started.child.exitCode !== null || started.child.pid === undefined) throw new Error(`${name} exited with ${started.child.exitCode}:\n${started.output()}`);
      }
      // A sample a second: `seconds` of data is one sample more.
      if ((await samplesHeld()) > seconds) return;
      await sleep(500);
    }
    throw new Error(`Prometheus held less than ${seconds} s of node_exporter's samples after ${timeoutMs} ms:\n${prometheus.output()}\n${exporter.output()}`);
  }

  return { url, instance, waitForData, stop };
}

/** A Prometheus scraping one target's /metrics every second, and its query API. */
export type PrometheusScraper = {
  /** The value of each series an instant query finds, by its labels. */
  query: (expression: string) => Promise<Array<{ labels: Record<string, string>; value: number }>>;
  /** Resolves once Prometheus has scraped the target successfully (`up` is 1). */
  waitForScrape: (timeoutMs: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** Debian's Prometheus scraping `target` (host:port), as an operator's would; on loopback, its data in a temporary folder. */
export async function startPrometheusScraping(target: string): Promise<PrometheusScraper> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-prometheus-'));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    ['global:', '  scrape_interval: 1s', 'scrape_configs:', '  - job_name: mamt', '    static_configs:', `      - targets: ['${target}']`, ''].join('\n'),
  );
  const prometheus = startChild(PROMETHEUS_BINARY, [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn']);
  const url = `http://127.0.0.1:${port}`;

  async function query(expression: string) {
    const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (!response?.ok) return [];
    const body = (await response.json()) as { data?: { result?: Array<{ metric: Record<string, string>; value: [number, string] }> } };
    return (body.data?.result ?? []).map((series) => ({ labels: series.metric, value: Number(series.value[1]) }));
  }

  async function waitForScrape(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (prometheus.child.exitCode !== null || prometheus.child.pid === undefined) throw new Error(`prometheus exited with ${prometheus.child.exitCode}:\n${prometheus.output()}`);
      if ((await query('up{job="mamt"}'))[0]?.value === 1) return;
      await sleep(250);
    }
    throw new Error(`Prometheus did not scrape ${target} within ${timeoutMs} ms:\n${prometheus.output()}`);
  }

  async function stop(): Promise<void> {
    await stopChild(prometheus.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }

  return { query, waitForScrape, stop };
}
