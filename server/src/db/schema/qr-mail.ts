import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamps, timestampTz } from './columns.js';
import { domainOfTenant } from './tenant-columns.js';

// QR-code e-mails (document 2 Send QR Code, document 4 §2): one send to many users, and where each
// user's mail stands, so that the console shows what really happened and can send again.

/**
 * One Send QR Code: the users of a domain it went to and the template as it was sent. The template
 * is kept here rather than in each mail's job, so that a resend writes the same mail.
 */
export const qrMailRuns = pgTable(
  'qr_mail_runs',
  {
    id: serialId(),
    ...domainOfTenant(),
    /** The console user who sent it (kept by name too: the user may be deleted later). */
    sentByUserId: integer('sent_by_user_id'),
    sentByName: text('sent_by_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Who was told what was sent (an administrator's Cc); they never receive the codes. */
    cc: text('cc'),
    createdAt: createdAt(),
  },
  (table) => [index('qr_mail_runs_domain_idx').on(table.cloudId, table.domain, table.createdAt)],
);

/**
 * One user's QR e-mail of a run, and the queue its mail leaves from (qr-mail-sender.ts). `status`:
 * queued (waiting for its turn, or on its way), retrying (an attempt failed, another follows), sent
 * (the mail server took it), failed (given up on) or kept (no mail server is set up: it stayed in the
 * outbox). `problem` is the message id of the plain explanation of the last failure, `problem_detail`
 * the mail server's own words.
 */
export const qrMailDeliveries = pgTable(
  'qr_mail_deliveries',
  {
    id: serialId(),
    runId: integer('run_id').notNull().references(() => qrMailRuns.id, { onDelete: 'cascade' }),
    cloudId: text('cloud_id').notNull(),
    domain: text('domain').notNull(),
    extension: text('extension').notNull(),
    subscriberLogin: text('subscriber_login').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    recipient: text('recipient').notNull(),
    status: text('status').notNull(),
    /** Attempts begun: counted when a sender takes the mail. */
    attempts: integer('attempts').notNull().default(0),
    /** 1 for a send to a few (PROMPT_SEND_MAX, qr-mail-runs.service.ts), taken before the mails of a send to many. */
    priority: smallint('priority').notNull().default(0),
    /** No attempt begins before this: a retry waits out its back-off. */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    /**
     * Until when a sender holds the mail (its process may have died: then another takes it after).
     * Null while no one holds it.
     */
    claimedUntil: timestampTz('claimed_until'),
    problem: text('problem'),
    problemDetail: text('problem_detail'),
    /** The expiry the mail announces: a retry within the same send does not lengthen it. */
    expiresAt: timestampTz('expires_at').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('qr_mail_deliveries_run_idx').on(table.runId, table.status),
    index('qr_mail_deliveries_user_idx').on(table.cloudId, table.domain, table.extension),
    // The senders' next mails, in the order they take them: only those still to be sent are indexed.
    index('qr_mail_deliveries_due_idx')
      .on(table.priority.desc(), table.nextAttemptAt, table.id)
      .where(sql`${table.status} in ('queued', 'retrying')`),
  ],
);
