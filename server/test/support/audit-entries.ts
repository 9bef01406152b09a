import type { AuditChange, AuditSubject, LogsAnswer } from '@mamt/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { logEntries } from '../../src/db/schema.js';
import type { TestApp } from '../helper.js';

/** An audit entry's line as System Logs answers it: the record's fields, with the thing acted on in words. */
export type AuditLine = Record<string, unknown> & { call: string; target?: string; subject?: AuditSubject; changes?: AuditChange[] };

/** Waits for the log store's batch (it writes every second) to hold `count` successful entries of `call` on `target`. */
async function untilStored(t: TestApp, call: string, target: string, count: number): Promise<void> {
  const stored = async () =>
    (
      await t.database.db
        .select({ id: logEntries.id })
        .from(logEntries)
        .where(and(eq(logEntries.message, `audit ${call} ok`), sql`${logEntries.fields}->>'target' = ${target}`))
    ).length;
  for (const deadline = Date.now() + 10_000; (await stored()) < count; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() > deadline) throw new Error(`no ${count} entries of ${call} on ${target} were written within 10 s`);
  }
}

/**
 * The latest successful audit entry of `call` on `target`, as a support engineer finds it: System
 * Logs searched by `token`'s user for `search` (the thing's name). `count`: how many such entries
 * the test has made by now, so that the latest is the one it is about.
 */
export async function auditEntry(t: TestApp, token: string, { call, target, search, count = 1 }: { call: string; target: string; search: string; count?: number }): Promise<AuditLine> {
  await untilStored(t, call, target, count);
  const response = await t.call('getlogs', { level: 'Audit', message: search, limit: 1000 }, token);
  expect(response.statusCode, response.body).toBe(200);
  const values = (response.json() as LogsAnswer).data.result.flatMap((stream) => stream.values);
  const lines = values
    .sort(([a], [b]) => (BigInt(b) > BigInt(a) ? 1 : -1))
    .map(([, line]) => JSON.parse(line) as AuditLine)
    .filter((line) => line.call === call && line.target === target && line.result === 'ok');
  expect(lines.length, `a search for "${search}" finds ${call} on ${target}`).toBeGreaterThanOrEqual(1);
  return lines[0]!;
}
