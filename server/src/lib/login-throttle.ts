type Window = { failures: number[]; lockedUntil: number };

export type ThrottleLimits = {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
  accountLockMs: number;
};

/**
 * Counts failed sign-ins per account and per client address. An account is locked only briefly, so
 * that someone guessing another person's password cannot keep that person out for long; an address
 * that keeps failing is held back for the whole window.
 */
export class LoginThrottle {
  private readonly accounts = new Map<string, Window>();
  private readonly addresses = new Map<string, Window>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds to wait before trying again, or 0 when allowed. */
  retryAfter(account: string, address: string): number {
    const time = this.now();
    const accountWait = Math.max(0, (this.accounts.get(account)?.lockedUntil ?? 0) - time);
    const addressWait = Math.max(0, (this.addresses.get(address)?.lockedUntil ?? 0) - time);
    return Math.max(accountWait, addressWait);
  }

  recordFailure(account: string, address: string): void {
    this.record(this.accounts, account, this.limits.maxPerAccount, this.limits.accountLockMs);
    this.record(this.addresses, address, this.limits.maxPerAddress, this.limits.windowMs);
  }

  recordSuccess(account: string): void {
    this.accounts.delete(account);
  }

  private record(map: Map<string, Window>, key: string, max: number, lockMs: number): void {
    const time = this.now();
    const entry = map.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => at > time - this.limits.windowMs);
    entry.failures.push(time);
    if (entry.failures.length >= max) {
      entry.lockedUntil = time + lockMs;
      entry.failures = [];
    }
    map.set(key, entry);
    if (map.size > 50_000) this.prune(map, time);
  }

  private prune(map: Map<string, Window>, time: number): void {
    for (const [key, entry] of map) {
      if (entry.lockedUntil < time && entry.failures.every((at) => at < time - this.limits.windowMs)) map.delete(key);
    }
  }
}
