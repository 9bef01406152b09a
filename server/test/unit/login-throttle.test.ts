import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/lib/login-throttle.js';

describe('LoginThrottle', () => {
  it('locks an account after the limit and lets it go after the lock time', () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxPerAccount: 2, maxPerAddress: 100, windowMs: 60_000, accountLockMs: 10_000 }, () => now);
    throttle.recordFailure('acme/ann', '1.1.1.1');
    expect(throttle.retryAfter('acme/ann', '1.1.1.1')).toBe(0);
    throttle.recordFailure('acme/ann', '1.1.1.1');
    expect(throttle.retryAfter('acme/ann', '2.2.2.2')).toBe(10_000);
    now = 10_001;
    expect(throttle.retryAfter('acme/ann', '2.2.2.2')).toBe(0);
  });
});
