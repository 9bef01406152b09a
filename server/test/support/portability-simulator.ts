import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const main = path.join(root, 'simulators', 'portability', 'src', 'main.ts');

/** The credentials the simulator accepts (simulators/portability: DEMO_CREDENTIALS). */
export const SIMULATOR_CREDENTIALS = {
  inteliquent: { clientId: 'demo-inteliquent-client', clientSecret: 'demo-inteliquent-secret' },
  voipInnovations: { login: 'demo-vi-login', secret: 'demo-vi-secret' },
  peerless: { passCode: 'demo-peerless-pass-code', customer: 'demo-customer' },
} as const;

export type PortabilitySimulatorProvider = 'inteliquent' | 'voip-innovations' | 'peerless';
export type RequestCounts = { total: number; byRoute: Record<'inteliquentToken' | 'inteliquentAvailability' | 'voipInnovations' | 'peerless', number> };

/** Starts the simulator as `npm start` does, on a free port, and answers its address once it listens. */
async function startSimulator(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { ...process.env, PORTABILITY_SIM_PORT: '0', PORTABILITY_SIM_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the portability simulator did not start within 60 s:\n${output}`)), 60_000);
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
      reject(new Error(`the portability simulator exited (${code}):\n${output}`));
    });
  });
  return { child, url };
}

/**
 * The portability simulator of one test file, a process of its own reached only over HTTP as the
 * product reaches the real providers, listening at `url` from before the file's tests to after them;
 * with `resetEach`, without faults, tokens or counted requests before each test. `tokenSeconds`
 * shortens Inteliquent's token lifetime.
 */
export function usePortabilitySimulator(options: { resetEach?: boolean; tokenSeconds?: number } = {}) {
  let child: ChildProcess | undefined;
  const state = {
    url: '',
    /** A test control of the simulator (a JSON POST under /__simulator/); throws unless it is taken. */
    async control(name: 'latency' | 'hang' | 'fail' | 'recover' | 'expire-tokens' | 'reset', body: Record<string, unknown> = {}): Promise<void> {
      const response = await fetch(`${state.url}/__simulator/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`the portability simulator refused ${name}: ${await response.text()}`);
    },
    /** The requests each route has had since the last reset. */
    async requests(): Promise<RequestCounts> {
      return (await (await fetch(`${state.url}/__simulator/requests`)).json()) as RequestCounts;
    },
  };
  beforeAll(async () => {
    const started = await startSimulator(options.tokenSeconds ? { PORTABILITY_SIM_TOKEN_SECONDS: String(options.tokenSeconds) } : {});
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
