import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';

/**
 * System Logs (document 3 /logs): the product's own log records at info and above and every audited
 * change, written in batches by the log store (features/logs/log-store.ts), redacted before they get
 * here, and purged after LOG_RETENTION_DAYS.
 *
 * An entry's time in nanoseconds, as the screen and Loki count it, is `logged_at` in milliseconds
 * times 1e6 plus `id % 1e6` (logs.repository.ts): unique and in the order the entries were written,
 * since pino's records are stamped to the millisecond only.
 */
export const logEntries = pgTable(
  'log_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loggedAt: timestampTz('logged_at').notNull(),
    /** info, warn, error, panic (pino's fatal) or audit. */
    level: text('level').notNull(),
    message: text('message').notNull(),
    /** The tenant the entry is about; null: only the super tenant sees it (requests, jobs, start-up). */
    cloudId: text('cloud_id'),
    /** Who made an audited change. */
    actionUser: text('action_user'),
    /** job, host, filename: the entry's stream, with its level and cloud_id. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    /** The record's other fields (caller, functionName, error, stacktrace, url, statusCode, call, target, ...). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('log_entries_logged_at_idx').on(sql`${table.loggedAt} desc`),
    index('log_entries_cloud_logged_at_idx').on(table.cloudId, sql`${table.loggedAt} desc`),
  ],
);
