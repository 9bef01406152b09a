import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Starts one of the repository's simulators (`simulators/<name>/src/main.ts`) as `npm start` does, a
 * process of its own on a free loopback port (its `<PREFIX>_SIM_PORT` 0), and answers its address
 * once it says it listens: the product reaches it over HTTP only, as it reaches the real service.
 */
export async function startSimulatorProcess(name: string, portPrefix: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'simulators', name, 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, [`${portPrefix}_SIM_PORT`]: '0', [`${portPrefix}_SIM_HOST`]: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${name} simulator did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      resolve(listening[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${name} simulator exited (${code}):\n${output}`));
    });
  });
  return { child, url };
}

/**
 * A simulator of one test file, started before its tests and stopped after them, listening at
 * `url`: `control` posts one of its test controls (`/__simulator/<name>`, throws unless taken),
 * `requests` reads its request counts; with `resetEach`, reset before each test.
 */
export function useSimulatorProcess<Control extends string, Counts>(name: string, portPrefix: string, options: { env?: Record<string, string>; resetEach?: boolean } = {}) {
  let child: ChildProcess | undefined;
  const state = {
    url: '',
    async control(control: Control | 'reset', body: Record<string, unknown> = {}): Promise<void> {
      const response = await fetch(`${state.url}/__simulator/${control}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`the ${name} simulator refused ${control}: ${await response.text()}`);
    },
    async requests(): Promise<Counts> {
      return (await (await fetch(`${state.url}/__simulator/requests`)).json()) as Counts;
    },
  };
  beforeAll(async () => {
    const started = await startSimulatorProcess(name, portPrefix, options.env);
    child = started.child;
    state.url = started.url;
  });
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  if (options.resetEach) beforeEach(() => state.control('reset'));
  return state;
}
