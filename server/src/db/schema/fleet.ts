import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { emptyText, timestampTz } from './columns.js';
import { domainOfTenant, tenantCloudId } from './tenant-columns.js';

// The app fleet: what the platform last said of each app device's registration, when each domain was
// last read, and the provisioning refusals per day. Figures are aggregate queries over these and the
// provisioning tables (features/fleet/fleet.repository.ts), never a load of devices into memory.

/**
 * An app device's registration as the platform's device read gave it at `read_at`: the core it is on,
 * until when (`expires_at`, the read time plus the seconds the platform said were left; in the past
 * once it lapsed) and the registrar's last refusal. One row per device the platform lists in the domain.
 */
export const deviceRegistrations = pgTable(
  'device_registrations',
  {
    ...domainOfTenant(),
    deviceName: text('device_name').notNull(),
    core: emptyText('core'),
    userAgent: emptyText('user_agent'),
    registeredAt: timestampTz('registered_at'),
    expiresAt: timestampTz('expires_at'),
    error: emptyText('error'),
    errorAt: timestampTz('error_at'),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain, table.deviceName] })],
);

/**
 * A domain's latest registration read: when the rows above were read, and who is reading now
 * (`claimed_until`: one viewer's read stands for all, across server processes). A failed read keeps
 * the rows of the read before and says why in `failure` (the platform's message in words).
 */
export const registrationReads = pgTable(
  'registration_reads',
  {
    ...domainOfTenant(),
    readAt: timestampTz('read_at'),
    claimedUntil: timestampTz('claimed_until'),
    failedAt: timestampTz('failed_at'),
    failure: text('failure'),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain] })],
);

/** Refused provisioning attempts of a tenant per day (UTC) and reason, for the Fleet's chart; written in batches. */
export const provisioningRefusals = pgTable(
  'provisioning_refusals',
  {
    cloudId: tenantCloudId(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    refusals: integer('refusals').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.day, table.reason] }), index('provisioning_refusals_day_idx').on(table.day)],
);

/** A device of an attention list as a domain's counts keep it: enough to pick the newest across domains. */
export type NewestDevice = { id: number; created_at: string; device_name: string };

/**
 * The Fleet's counts of one domain's live app devices, so that a view of every tenant adds up a row
 * per domain instead of scanning every device. Triggers (migration 0022) add one to `changes` whenever
 * a row the counts depend on is written, whatever statement writes it; a reader recounts a domain
 * whose `counted_changes` is behind, whose `valid_until` has passed (a device becomes inactive, stale
 * or unregistered by the clock alone) or that was counted with another stale period.
 */
export const fleetDomainCounts = pgTable(
  'fleet_domain_counts',
  {
    ...domainOfTenant(),
    // Counters of writes, compared for equality only; bigint so that a domain provisioning all day never runs out.
    changes: bigint('changes', { mode: 'number' }).notNull().default(1),
    countedChanges: bigint('counted_changes', { mode: 'number' }).notNull().default(0),
    countedAt: timestampTz('counted_at'),
    validUntil: timestampTz('valid_until'),
    staleMinutes: integer('stale_minutes').notNull().default(-1),
    installed: integer('installed').notNull().default(0),
    active: integer('active').notNull().default(0),
    behind: integer('behind').notNull().default(0),
    stale: integer('stale').notNull().default(0),
    registered: integer('registered').notNull().default(0),
    neverRegistered: integer('never_registered').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    provisioning: boolean('provisioning').notNull().default(false),
    /** Devices per platform, per app version ('' for none) and registered per core. */
    platforms: jsonb('platforms').$type<Record<string, number>>().notNull().default({}),
    appVersions: jsonb('app_versions').$type<Record<string, number>>().notNull().default({}),
    cores: jsonb('cores').$type<Record<string, number>>().notNull().default({}),
    /** The newest devices of each attention list (at most FLEET_ATTENTION_ROWS), newest first. */
    staleNewest: jsonb('stale_newest').$type<NewestDevice[]>().notNull().default([]),
    neverRegisteredNewest: jsonb('never_registered_newest').$type<NewestDevice[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain] })],
);
