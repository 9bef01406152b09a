import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSimulatorProcess } from './simulator-process.js';

/** The credentials the simulator accepts (simulators/portability: DEMO_CREDENTIALS). */
export const SIMULATOR_CREDENTIALS = {
  inteliquent: { clientId: 'demo-inteliquent-client', clientSecret: 'demo-inteliquent-secret' },
  voipInnovations: { login: 'demo-vi-login', secret: 'demo-vi-secret' },
  peerless: { passCode: 'demo-peerless-pass-code', customer: 'demo-customer' },
} as const;

export type PortabilitySimulatorProvider = 'inteliquent' | 'voip-innovations' | 'peerless';
export type RequestCounts = { total: number; byRoute: Record<'inteliquentToken' | 'inteliquentAvailability' | 'voipInnovations' | 'peerless', number> };

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
    const started = await startSimulatorProcess('portability', 'PORTABILITY', options.tokenSeconds ? { PORTABILITY_SIM_TOKEN_SECONDS: String(options.tokenSeconds) } : {});
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
