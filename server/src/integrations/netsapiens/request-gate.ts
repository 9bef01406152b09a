/**
 * Keeps a connection under its request budget (a sliding minute) and backs off after the platform
 * pushed back (403, 429, 5xx): platforms block an address that keeps hammering them.
 */
export class RequestGate {
  private sent: number[] = [];
  private backoffMs = 0;
  private blockedUntil = 0;

  constructor(
    private readonly maxPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the caller must still wait out a back-off, or 0. */
  backoffRemaining(): number {
    return Math.max(0, this.blockedUntil - this.now());
  }

  /** Waits for a slot in the minute's budget, then takes it. */
  async take(): Promise<void> {
    for (;;) {
      const time = this.now();
      this.sent = this.sent.filter((at) => at > time - 60_000);
      if (this.sent.length < this.maxPerMinute) {
        this.sent.push(time);
        return;
      }
      const oldest = this.sent[0] ?? time;
      await new Promise((resolve) => setTimeout(resolve, Math.max(10, oldest + 60_000 - time)));
    }
  }

  /** Doubles the back-off (1 s up to 60 s) after a push-back. */
  pushedBack(): number {
    this.backoffMs = Math.min(60_000, this.backoffMs === 0 ? 1000 : this.backoffMs * 2);
    this.blockedUntil = this.now() + this.backoffMs;
    return this.backoffMs;
  }

  succeeded(): void {
    this.backoffMs = 0;
    this.blockedUntil = 0;
  }
}
