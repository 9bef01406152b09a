import { describe, expect, it } from 'vitest';
import type { Throttle } from '../../src/lib/login-throttle.js';
import { createPasswordGuard } from '../../src/features/provisioning/password-guard.js';

// Pacing reads no counters: the throttle is not reached here.
const guard = () => createPasswordGuard({} as Throttle, { maxFailuresPerAddress: 5, maxFailuresPerLogin: 5, windowMinutes: 15, perLoginPerMinute: 20, refusalMs: 60 });

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('the time a refusal takes', () => {
  it('is at least the configured floor for a refusal that was quick', async () => {
    const pacing = guard();
    expect(await timed(() => pacing.pace(Date.now()))).toBeGreaterThanOrEqual(55);
  });

  it('rises to the slowest recent refusal, so a slow platform answer stands out from none', async () => {
    const pacing = guard();
    // A platform sign-in that took 250 ms: nothing more to wait, and the band is now 250 ms.
    expect(await timed(() => pacing.pace(Date.now() - 250))).toBeLessThan(50);
    expect(await timed(() => pacing.pace(Date.now()))).toBeGreaterThanOrEqual(240);
  });
});
