/**
 * The built console, its server and the platform simulator, started the way the e2e harness starts
 * them (support/start-server.mjs) on a fresh data folder, on free ports of their own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export type Stack = {
  url: string;
  simulatorUrl: string;
  /** Requests the platform has answered since the last reset. */
  platformRequests: () => Promise<number>;
  resetPlatformCounters: () => Promise<void>;
  setPlatformFaults: (faults: { latencyMs?: number }) => Promise<void>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within 60 s`);
}

// Both logs go to e2e/bench.log, read it when a process does not come up.
const log = fs.openSync(path.join(root, 'e2e', 'bench.log'), 'w');

function tsxProcess(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
}

export async function startStack(): Promise<Stack> {
  if (!fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
    throw new Error('The built console is missing: run `npm run build` first.');
  }
  const [port, simulatorPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamt-bench-browser-'));
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  const url = `http://localhost:${port}`;
  const simulator = tsxProcess('simulators/netsapiens/src/main.ts', { NETSAPIENS_SIM_PORT: String(simulatorPort) });
  const server = tsxProcess(
    'server/src/main.ts',
    { NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, DEMO_NETSAPIENS_URL: simulatorUrl, LOG_LEVEL: 'warn' });
  const stop = async () => {
    for (const child of [server, simulator]) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${simulatorUrl}/__simulator/counters`, simulator, 'The simulator');
    await waitFor(`${url}/readyz`, server, 'The server');
  } catch (error) {
    await stop();
    throw error;
  }
  const control = (route: string, init?: RequestInit) => fetch(`${simulatorUrl}/__simulator/${route}`, init);
  return {
    url,
    simulatorUrl,
    platformRequests: async () => ((await (await control('counters')).json()) as { total: number }).total,
    resetPlatformCounters: async () => void (await control('counters/reset', { method: 'POST' })),
    setPlatformFaults: async (faults) => void (await control('faults', { method: 'POST', body: JSON.stringify(faults) })),
    stop,
  };
}
