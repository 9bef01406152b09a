import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { serialId, timestamps, timestampTz } from './columns.js';
import { tenantCloudId } from './tenant-columns.js';

// Forced reprovisions and domain device syncs (document 4 §7) run in the background in pieces of a
// hundred devices at most: a run is what the admin asked for, with the counts the console shows.

/**
 * One Reprovisioning or Device Sync as asked for. `domain` is null for a company-wide reprovision,
 * `extension` set for one user's. state: listing (its devices are being found), running (its pieces
 * are being worked), done (every piece counted, done or failed), failed (its devices could not be
 * listed). `total` is known once listed; `done` and `failed` count devices.
 */
export const deviceWorkRuns = pgTable(
  'device_work_runs',
  {
    id: serialId(),
    cloudId: tenantCloudId(),
    domain: text('domain'),
    extension: text('extension'),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('listing'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The console user who asked (kept by name too: the user may be deleted later). */
    requestedByUserId: integer('requested_by_user_id'),
    requestedByName: text('requested_by_name').notNull(),
    ...timestamps(),
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [
    index('device_work_runs_domain_idx').on(table.cloudId, table.domain, table.createdAt),
    check('device_work_runs_kind', sql`${table.kind} in ('reprovision', 'device-sync')`),
    check('device_work_runs_state', sql`${table.state} in ('listing', 'running', 'done', 'failed')`),
  ],
);

/**
 * One piece of a run: up to a hundred devices of one domain, listed when the run is planned. Its
 * `outcome` is set once (done or failed) in the transaction that adds its devices to the run's
 * counts, so a piece whose job runs twice, or whose process died after counting, is counted once.
 */
export const deviceWorkPieces = pgTable(
  'device_work_pieces',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => deviceWorkRuns.id, { onDelete: 'cascade' }),
    piece: integer('piece').notNull(),
    domain: text('domain').notNull(),
    devices: jsonb('devices').$type<string[]>().notNull(),
    outcome: text('outcome'),
    countedAt: timestampTz('counted_at'),
  },
  (table) => [primaryKey({ columns: [table.runId, table.piece] }), check('device_work_pieces_outcome', sql`${table.outcome} in ('done', 'failed')`)],
);
