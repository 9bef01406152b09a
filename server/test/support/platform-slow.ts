import type { Simulator } from '@mamt/netsapiens-simulator';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Well past the 2 s client timeout usePlatformApp sets, so only the timeout can end the call. */
const PLATFORM_LATENCY_MS = 6000;
/** The answer must come long before the platform would have: the timeout, not the platform, ended it. */
const ANSWER_WITHIN_MS = 4000;

/**
 * Makes the platform answer `object` requests only after the client gave up, runs `call`, and expects
 * the clear 502 naming the platform, within a bounded time. The faults are cleared before returning.
 */
export async function expectPlatformTimeout(simulator: Simulator, object: string, call: () => Promise<LightMyRequestResponse>): Promise<void> {
  simulator.control.setFaults({ latencyMs: PLATFORM_LATENCY_MS, object });
  const started = performance.now();
  const response = await call();
  const elapsed = performance.now() - started;
  simulator.control.clearFaults();
  expect(response.statusCode, response.body).toBe(502);
  expect(response.json()).toMatchObject({ code: 'UPSTREAM_FAILED', messageId: 'platformTimeout' });
  expect(response.json().message).toContain('NetSapiens');
  expect(elapsed).toBeLessThan(ANSWER_WITHIN_MS);
}
