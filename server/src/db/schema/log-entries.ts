import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';

/**
 * System Logs (document 3 /logs): the product's own log records at info and above and every audited
 * change, written in batches by the log store (features/logs/log-store.ts), redacted before they get
 * here, and purged after LOG_RETENTION_DAYS.
 *
 * An entry's time in nanoseconds, as the screen and Loki count it, is `logged_at` in milliseconds
 * times 1e6 plus `id % 1e6` (logs.repository.ts): unique and in the order the entries were written,
 * since pino's records are stamped to the millisecond only.
 *
 * The text filter reads the whole entry (logEntryTextOf): level, message, Action User and every field, as
 * Loki's line filter reads a line. On PostgreSQL a trigram index of that text answers a rare word
 * without reading the table; the plain time indexes answer common words page by page.
 */
type TextColumns = { level: AnyPgColumn; message: AnyPgColumn; actionUser: AnyPgColumn; fields: AnyPgColumn };

/**
 * An entry's whole text, as the text filter matches it: the same expression in the index and in the
 * query (logs.repository.ts), or the index is not used.
 */
export const logEntryTextOf = (table: TextColumns) => sql`${table.level} || ' ' || ${table.message} || ' ' || coalesce(${table.actionUser}, '') || ' ' || ${table.fields}::text`;

export const logEntries = pgTable(
  'log_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loggedAt: timestampTz('logged_at').notNull(),
    /** info, warn, error, panic (pino's fatal) or audit. */
    level: text('level').notNull(),
    /** audit, error, warning, request, job or info (LOG_KINDS): what the screen filters on. */
    kind: text('kind').notNull().default('info'),
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
    // The screen's default leaves requests' lines out: without them a busy provider's entries are few.
    index('log_entries_not_request_logged_at_idx').on(sql`${table.loggedAt} desc`).where(sql`${table.kind} <> 'request'`),
    index('log_entries_text_trgm_idx').using('gin', sql`(${logEntryTextOf(table)}) gin_trgm_ops`),
  ],
);
