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
 * The back-off of one connection after the platform pushed back (403, 429, 5xx). In production it is
 * kept in the database (request-budget.ts), so that every process stops hammering at once.
 */
export type BackoffState = {
  /** Milliseconds still to wait, or 0. */
  remaining: () => Promise<number>;
  /** Doubles the back-off (1 s up to 60 s) and answers it. */
  pushedBack: () => Promise<number>;
  succeeded: () => Promise<void>;
};

export const MAX_BACKOFF_MS = 60_000;

/** A back-off held in this process only: for clients built outside the gateway (the "Test connection" check, tests). */
export function memoryBackoff(now: () => number = Date.now): BackoffState {
  let backoffMs = 0;
  let blockedUntil = 0;
  return {
    async remaining() {
      return Math.max(0, blockedUntil - now());
    },
    async pushedBack() {
      backoffMs = Math.min(MAX_BACKOFF_MS, backoffMs === 0 ? 1000 : backoffMs * 2);
      blockedUntil = now() + backoffMs;
      return backoffMs;
    },
    async succeeded() {
      backoffMs = 0;
      blockedUntil = 0;
    },
  };
}

/**
 * Keeps a connection under its request budget and backs off after the platform pushed back:
 * platforms block an address that keeps hammering them. A spent budget answers 429 at once, so that
 * one busy user cannot stall every screen of the tenant behind a queue.
 */
export class RequestGate {
  constructor(
    private readonly budget: RequestBudget,
    private readonly backoff: BackoffState,
  ) {}

  /** Milliseconds the caller must still wait out a back-off, or 0. */
  backoffRemaining(): Promise<number> {
    return this.backoff.remaining();
  }

  /** Takes a slot in the minute's budget, or throws a 429 when none is left. */
  async take(): Promise<void> {
    const waitMs = await this.budget.take();
    if (waitMs > 0) throw budgetSpent(waitMs);
  }

  pushedBack(): Promise<number> {
    return this.backoff.pushedBack();
  }

  succeeded(): Promise<void> {
    return this.backoff.succeeded();
  }
}
