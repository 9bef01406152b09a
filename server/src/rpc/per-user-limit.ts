import { MESSAGES } from '@mamt/contract';
import { AppError } from '../lib/app-error.js';

/**
 * Calls per signed-in user and minute, for calls where one user could otherwise spend what a whole
 * tenant shares (the platform budget). A fixed one-minute window keeps it to one number per user.
 */
export class PerUserLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  take(call: string, userId: number, perMinute: number): void {
    const time = this.now();
    const key = `${call}:${userId}`;
    const window = this.windows.get(key);
    if (!window || time - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.prune(time);
      this.windows.set(key, { start: time, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > perMinute) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  }

  private prune(time: number): void {
    for (const [key, window] of this.windows) if (time - window.start >= 60_000) this.windows.delete(key);
  }
}
