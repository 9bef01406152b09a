import { createSimulator, DEMO_CREDENTIALS, type Simulator } from '@mamt/netsapiens-simulator';
import { expect } from 'vitest';
import { useInProcessSimulator } from './in-process-simulator.js';
import { NetsapiensClient, type ClientOptions } from '../../src/integrations/netsapiens/netsapiens-client.js';

/** A platform simulator of one test file at `url`; with `resetEach`, put back as seeded (and without faults) before each test. */
export const useSimulator = (options: { resetEach?: boolean } = {}) => useInProcessSimulator(createSimulator, options);

/** Acme's platform API credentials on the demo platform. */
export const ACME_CREDENTIALS = DEMO_CREDENTIALS.find((credentials) => credentials.cloudId === 'acme')!;

/** A platform client signing in with acme's credentials at `apiUrl`. */
export const acmeClient = (apiUrl: string, options: ClientOptions = {}) =>
  new NetsapiensClient(
    { apiUrl, clientId: ACME_CREDENTIALS.clientId, clientSecret: ACME_CREDENTIALS.clientSecret, username: ACME_CREDENTIALS.username, password: ACME_CREDENTIALS.password },
    options,
  );

/**
 * Blocks the simulator with 403s: `first`'s read is refused, and then `second`'s fails at once, backing
 * off, without reaching the platform. Answers how many requests the platform had been sent.
 */
export async function expectBackOffAfterBlock(simulator: Simulator, first: NetsapiensClient, second: NetsapiensClient): Promise<number> {
  simulator.control.setFaults({ block403: true });
  await expect(first.read('domain')).rejects.toThrow(/NetSapiens is refusing requests/);
  const sent = simulator.control.counters().total;
  await expect(second.read('domain')).rejects.toThrow(/tries again in 1 s/);
  expect(simulator.control.counters().total).toBe(sent);
  return sent;
}
