import { useSimulatorProcess } from './simulator-process.js';

/** The credentials the simulator accepts (simulators/vinsolutions: DEMO_CREDENTIALS). */
export const SIMULATOR_CREDENTIALS = {
  clientId: 'demo-vinsolutions-client',
  clientSecret: 'demo-vinsolutions-secret',
  apiKey: 'demo-vinsolutions-api-key',
} as const;

export type RequestCounts = { total: number; byRoute: Record<'token' | 'dealers' | 'remove', number> };
export type SimulatorDealers = { dealers: Array<{ DealerId: number; Name: string; City: string; State: string }>; removed: number[] };

/**
 * The VinSolutions simulator of one test file, a process of its own reached only over HTTP as the
 * product reaches the vendor, listening at `url` from before the file's tests to after them; with
 * `resetEach`, without faults, tokens or counted requests, and with every demo dealer, before each test.
 */
export function useVinSolutionsSimulator(options: { resetEach?: boolean } = {}) {
  const sim = useSimulatorProcess<'latency' | 'hang' | 'fail' | 'recover' | 'expire-tokens' | 'restore', RequestCounts>('vinsolutions', 'VINSOLUTIONS', options);
  return Object.assign(sim, {
    /** The dealers connected at the simulator now, and the demo dealers removed. */
    async dealers(): Promise<SimulatorDealers> {
      return (await (await fetch(`${sim.url}/__simulator/dealers`)).json()) as SimulatorDealers;
    },
    /** The server's VINSOLUTIONS_* settings pointing at the simulator. */
    settings(overrides: Record<string, string> = {}): Record<string, string> {
      return {
        VINSOLUTIONS_TOKEN_URL: `${sim.url}/connect/token`,
        VINSOLUTIONS_API_URL: sim.url,
        VINSOLUTIONS_CLIENT_ID: SIMULATOR_CREDENTIALS.clientId,
        VINSOLUTIONS_CLIENT_SECRET: SIMULATOR_CREDENTIALS.clientSecret,
        VINSOLUTIONS_API_KEY: SIMULATOR_CREDENTIALS.apiKey,
        ...overrides,
      };
    },
  });
}
