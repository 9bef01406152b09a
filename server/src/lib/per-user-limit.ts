import { MESSAGES, type CallDefinition, type Message } from '@mamt/contract';
import { AppError } from './app-error.js';
import { clientNetworkOf } from './client-network.js';
import type { Session } from '../rpc/call-context.js';

/**
 * Calls per key and minute: per signed-in user where one user could otherwise spend what a whole
 * tenant shares (the platform budget), per client address and per login for anonymous calls. A
 * fixed one-minute window keeps it to one number per key.
 */
export class PerUserLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  take(call: string, key: string | number, perMinute: number, message: Message = MESSAGES.tooManyRequests): void {
    const time = this.now();
    const id = `${call}:${key}`;
    const window = this.windows.get(id);
    if (!window || time - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.prune(time);
      this.windows.set(id, { start: time, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > perMinute) {
      const refused = new AppError('TOO_MANY_REQUESTS', message);
      refused.retryAfterSeconds = Math.max(1, Math.ceil((window.start + 60_000 - time) / 1000));
      throw refused;
    }
  }

  private prune(time: number): void {
    for (const [key, window] of this.windows) if (time - window.start >= 60_000) this.windows.delete(key);
  }
}

/** Applies every limit the contract declares for a call; `factor` scales them all (PER_USER_LIMIT_FACTOR). */
export function takeCallLimits(limit: PerUserLimit, call: CallDefinition, request: { session: Session | null; ip: string }, input: unknown, factor: number): void {
  const scaled = (perMinute: number) => Math.ceil(perMinute * factor);
  if (call.perUserPerMinute && request.session) limit.take(call.name, request.session.userId, scaled(call.perUserPerMinute));
  if (call.perAddressPerMinute && (call.access.kind === 'anonymous' || !request.session)) limit.take(`${call.name}@address`, clientNetworkOf(request.ip), scaled(call.perAddressPerMinute));
}
