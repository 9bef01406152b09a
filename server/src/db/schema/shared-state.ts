import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, serialId, timestampTz } from './columns.js';
import { consoleUserId } from './console-users.js';

/** Every mail the product sent or would send; the delivery channel when no SMTP is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serialId(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  cc: text('cc'),
  transport: text('transport').notNull(),
  status: text('status').notNull(),
  error: text('error'),
  /** The tenant a mail was sent for and what it was about (`qr:<domain>:<extension>`), so the console can show failures. */
  cloudId: text('cloud_id'),
  reference: text('reference'),
  createdAt: createdAt(),
}, (table) => [index('mail_outbox_cloud_reference_idx').on(table.cloudId, table.reference)]);

/**
 * Counters of throttled actions (failed sign-ins per account and per address, reset mails, password
 * changes), kept in the database so that every server process sees the same counts.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
    lockedUntil: timestampTz('locked_until'),
  },
  (table) => [index('throttle_counters_window_idx').on(table.windowStartedAt)],
);

/**
 * Requests sent to the platform per connection and minute: the request budget shared by every process.
 * `share` 0 counts the connection's whole budget; the others count the parts of it that one kind of
 * caller may spend at most (request-budget.ts `BUDGET_SHARES`).
 */
export const platformRequestBudget = pgTable(
  'platform_request_budget',
  {
    connectionId: integer('connection_id').notNull(),
    share: smallint('share').notNull().default(0),
    minute: timestampTz('minute').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.share, table.minute] })],
);

/** A connection's back-off after the platform pushed back, so that every process holds off at once. */
export const platformBackoff = pgTable('platform_backoff', {
  connectionId: integer('connection_id').primaryKey(),
  backoffMs: integer('backoff_ms').notNull(),
  blockedUntil: timestampTz('blocked_until').notNull(),
});

/** Uploaded images, served at /uploads/<name> by every process. */
export const uploadedFiles = pgTable('uploaded_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * The first successful answer of a signed-in user's write call sent with an `Idempotency-Key`, so that
 * a repeat of that key (a double submit, a retry after a lost answer) gets the same answer instead
 * of running the call again, whichever process it reaches. Only hashes of the key and of the request
 * are kept. A row without `completed_at` is a call still running; refused and failed calls leave no row.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: consoleUserId(),
    keyHash: text('key_hash').notNull(),
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer as it was sent (JSON text), once the call succeeded. */
    answer: text('answer'),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    completedAt: timestampTz('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.keyHash] }), index('idempotent_requests_started_idx').on(table.startedAt)],
);
