import { createSimulator, type Simulator, type SimulatorOptions } from '@mamt/netsapiens-simulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { seedDemoConnections } from '../../src/db/seed/seed-demo-connections.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, type TestApp } from '../helper.js';

/**
 * A test app whose demo tenants' platform connections point at a fresh simulator, per test file.
 * `env` adds to or overrides the defaults below; `logStream` receives the app's log lines; `simulator`
 * gives the simulator another seed (a domain of hundreds of users).
 */
export function usePlatformApp(
  env: Record<string, string> = {},
  logStream?: { write: (line: string) => void },
  simulator: SimulatorOptions = {},
): { readonly t: TestApp; readonly simulator: Simulator; readonly url: string } {
  const state = {} as { t: TestApp; simulator: Simulator; url: string };
  beforeAll(async () => {
    state.simulator = createSimulator(simulator);
    const url = await state.simulator.listen(0);
    state.url = url;
    // No cache: a test that breaks the platform must not be answered from an earlier read. A timeout
    // a loaded machine's platform reads stay well within (at 0.5 s they did not, now and then).
    state.t = await buildTestApp({ NETSAPIENS_TIMEOUT_MS: '2000', NETSAPIENS_CACHE_SECONDS: '0', ...env }, logStream);
    await seedDemoConnections(state.t.database.db, secretBoxFor(state.t.config), url);
  });
  afterAll(async () => {
    await state.t.close();
    await state.simulator.close();
  });
  beforeEach(() => state.simulator.control.clearFaults());
  return state;
}
