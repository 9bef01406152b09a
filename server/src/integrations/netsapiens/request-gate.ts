import { MESSAGES, formatMessage } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';

/**
 * The request budget of one connection: answers 0 when a request may go out now (and counts it), or
 * the milliseconds until one may. In production it is kept in the database (request-budget.ts) so
 * that every server process draws on the same budget.
 */
export type RequestBudget = { take: () => Promise<number> };

/** A budget held in this process only: for clients built outside the gateway (the "Test connection" check, tests). */
export function memoryBudget(maxPerMinute: number, now: () => number = Date.now): RequestBudget {
  let sent: number[] = [];
  return {
    async take() {
      const time = now();
      sent = sent.filter((at) => at > time - 60_000);
      if (sent.length < maxPerMinute) {
        sent.push(time);
        return 0;
      }
      return Math.max(1, (sent[0] ?? time) + 60_000 - time);
    },
  };
}

/** The answer when the budget is spent: the caller learns at once instead of waiting in a queue. */
export function budgetSpent(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('TOO_MANY_REQUESTS', formatMessage(seconds === 1 ? MESSAGES.budgetSpentSecond : MESSAGES.budgetSpentSeconds, { seconds }));
}

/**
 * Keeps a connection under its request budget and backs off after the platform pushed back (403,
 * 429, 5xx): platforms block an address that keeps hammering them. A spent budget answers 429 at
 * once, so that one busy user cannot stall every screen of the tenant behind a queue.
 */
export class RequestGate {
  private backoffMs = 0;
  private blockedUntil = 0;

  constructor(
    private readonly budget: RequestBudget,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the caller must still wait out a back-off, or 0. */
  backoffRemaining(): number {
    return Math.max(0, this.blockedUntil - this.now());
  }

  /** Takes a slot in the minute's budget, or throws a 429 when none is left. */
  async take(): Promise<void> {
    const waitMs = await this.budget.take();
    if (waitMs > 0) throw budgetSpent(waitMs);
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
