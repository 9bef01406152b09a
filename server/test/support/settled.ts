import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { platformBackoff } from '../../src/db/schema.js';
import type { TestApp } from '../helper.js';

/**
 * Conditions a test waits for instead of sleeping: each is polled until it holds (failing the test
 * after `timeout` ms).
 */

/**
 * Until no job of the queue `name` waits to be worked now or is being worked: a mail or a device sync
 * that a request queued has then reached the mail server or the platform, or failed (a failed job due
 * for a retry later does not count).
 */
export async function jobsWorked(t: TestApp, name: string, timeout = 10_000): Promise<void> {
  const pending = async () => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as pending from pgboss.job where name = ${name} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    )) as unknown as { rows: Array<{ pending: number }> };
    return result.rows[0]?.pending;
  };
  await expect.poll(pending, { timeout, interval: 50 }).toBe(0);
}

/**
 * Until no QR e-mail is due or held by a sender (qr-mail-sender.ts): each one queued has then reached
 * the mail server, or failed (one due for a retry later does not count).
 */
export async function qrMailsWorked(t: TestApp, timeout = 10_000): Promise<void> {
  const pending = async () => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as pending from qr_mail_deliveries where claimed_until > now() or (status in ('queued', 'retrying') and next_attempt_at <= now())`,
    )) as unknown as { rows: Array<{ pending: number }> };
    return result.rows[0]?.pending;
  };
  await expect.poll(pending, { timeout, interval: 50 }).toBe(0);
}

/** Until no platform connection is held off any longer (the back-off after the platform pushed back ended). */
export async function platformBackoffOver(t: TestApp, timeout = 10_000): Promise<void> {
  const heldOff = async () => (await t.database.db.select({ until: platformBackoff.blockedUntil }).from(platformBackoff)).filter((row) => row.until.getTime() > Date.now()).length;
  await expect.poll(heldOff, { timeout, interval: 50 }).toBe(0);
}
