import type { CallOutput, Calls } from '@mamt/contract';
import { PlatformError } from '../../integrations/netsapiens/platform-error.js';

export type TestResult = CallOutput<Calls['testNetsapienConnection']>['result'];

/** The platform's failures that a connection check names as they are; any other is an `error`. */
const NAMED: ReadonlySet<string> = new Set(['credentials', 'timeout', 'unreachable', 'blocked']);

/**
 * What a failed check may say about an internal address: nothing that tells its hosts and ports
 * apart. A closed port (connection refused), a service that is not NetSapiens and a NetSapiens that
 * refuses the sign-in all answer `refused`, whose words name both of its possible causes ("could not
 * be reached ..., or did not accept the sign-in"): saying "could not be reached" only for the closed
 * port would tell a closed port from an open one, which is a port scan of the server's own network.
 */
const coarse = (result: TestResult): TestResult => (result === 'reachable' || result === 'timeout' ? result : 'refused');

/**
 * The answer of Test connection to a failed sign-in. An address outside keeps its exact answer: a
 * closed port, which fetch reports as a failed connection, is `unreachable` (http.ts), never a
 * refusal of the credentials.
 */
export function testResultOf(error: unknown, internal: boolean): TestResult {
  const result: TestResult = error instanceof PlatformError && NAMED.has(error.failure) ? (error.failure as TestResult) : 'error';
  return internal ? coarse(result) : result;
}
