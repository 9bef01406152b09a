import { sql } from 'drizzle-orm';
import { auditLog, mailOutbox, qrMailDeliveries } from '../../src/db/schema.js';
import type { TestApp } from '../helper.js';

type Rows = { rows: unknown[] };

/**
 * What the product keeps of the mail it sent, as one text to search: the mail jobs of pg-boss in every
 * state (its `job` table and its `archive`), the QR e-mails' deliveries (their queue), the outbox and
 * the audit log.
 */
export async function storedMailTraces(t: TestApp): Promise<string> {
  const db = t.database.db;
  const jobs = (await db.execute(sql`select name, state, data, output from pgboss.job where name = 'mail'`)) as unknown as Rows;
  const archived = (await db.execute(sql`select name, state, data, output from pgboss.archive where name = 'mail'`)) as unknown as Rows;
  const outbox = await db.select().from(mailOutbox);
  const audit = await db.select().from(auditLog);
  const deliveries = await db.select().from(qrMailDeliveries);
  return JSON.stringify({ jobs: jobs.rows, archived: archived.rows, outbox, audit, deliveries });
}

/** The states of the mail jobs, to wait until every one has run. */
export async function mailJobStates(t: TestApp): Promise<string[]> {
  const result = (await t.database.db.execute(sql`select state from pgboss.job where name = 'mail' order by created_on`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows.map((row) => row.state);
}

/** A log stream that keeps every line, for a test app's `logStream`. */
export function captureLog() {
  const lines: string[] = [];
  return { stream: { write: (line: string) => void lines.push(line) }, lines, text: () => lines.join('\n') };
}
