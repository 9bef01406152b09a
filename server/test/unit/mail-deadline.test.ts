import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailProblemOf } from '../../src/integrations/mail/mail-problem.js';
import { DELIVERY_DEADLINE_MS, DeliveryTimedOut, withinDeadline } from '../../src/integrations/mail/mailer.js';

afterEach(() => vi.useRealTimers());

describe('the deadline of one delivery', () => {
  it('fails a mail server that never finishes taking a mail, as one that could not be reached', async () => {
    vi.useFakeTimers();
    const never = new Promise<void>(() => {});
    const attempt = withinDeadline(never);
    const outcome = expect(attempt).rejects.toBeInstanceOf(DeliveryTimedOut);
    await vi.advanceTimersByTimeAsync(DELIVERY_DEADLINE_MS);
    await outcome;
    expect(mailProblemOf(new DeliveryTimedOut(), 'a@acme.example').message.id).toBe('mailServerUnreachable');
  });

  it('answers what the mail server answered in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(withinDeadline(Promise.resolve('250 OK'))).resolves.toBe('250 OK');
    expect(vi.getTimerCount()).toBe(0);
  });
});
