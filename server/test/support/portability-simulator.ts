import { useSimulatorProcess } from './simulator-process.js';

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
  const env: Record<string, string> = options.tokenSeconds ? { PORTABILITY_SIM_TOKEN_SECONDS: String(options.tokenSeconds) } : {};
  return useSimulatorProcess<'latency' | 'hang' | 'fail' | 'recover' | 'expire-tokens', RequestCounts>('portability', 'PORTABILITY', { env, resetEach: options.resetEach });
}
