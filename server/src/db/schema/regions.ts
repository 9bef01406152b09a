import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { emptyText, flag, lastChange, timestampTz } from './columns.js';
import { domainOfTenant, tenantCloudId } from './tenant-columns.js';

// Regions, cores and the SMS/MMS domain permission (document 2 §2, document 4 §5). The map and the
// cores are the platform's as last synced; whether a core is down and which domains may send
// messages are the tenant's administrators' decisions, kept apart so that a resync never undoes them.

/** A domain of the tenant and its region (the platform domain's `geo_group`), as last synced. */
export const domainRegions = pgTable(
  'domain_regions',
  {
    ...domainOfTenant(),
    region: text('region').notNull(),
    syncedAt: timestampTz('synced_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain] })],
);

/** A core (SIP server) of the tenant's platform cluster, as last synced (`GET /phones/servers`). */
export const regionCores = pgTable(
  'region_cores',
  {
    cloudId: tenantCloudId(),
    core: text('core').notNull(),
    region: text('region').notNull(),
    location: emptyText('location'),
    /** The SIP address the app is given as its proxy (the server's `postfix`, else its name). */
    host: text('host').notNull(),
    portTcp: emptyText('port_tcp'),
    portTls: emptyText('port_tls'),
    /** The platform's own status of the server (`up`, ...), shown beside the administrators' mark. */
    status: emptyText('status'),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.core] }), index('region_cores_region_idx').on(table.cloudId, table.region)],
);

/** A core the tenant's administrators marked down or up again (Core Management), with who and when. */
export const coreMarks = pgTable(
  'core_marks',
  {
    cloudId: tenantCloudId(),
    core: text('core').notNull(),
    down: flag('down', false),
    ...lastChange(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.core] })],
);

/** The tenant's latest region sync: when the map was last good, and the failure of the latest try if it failed. */
export const regionSyncs = pgTable('region_syncs', {
  cloudId: tenantCloudId().primaryKey(),
  syncedAt: timestampTz('synced_at'),
  failedAt: timestampTz('failed_at'),
  failure: text('failure'),
});

/** A domain whose app users may send SMS/MMS (the SMS/MMS permission screen's checked set). */
export const smsDomains = pgTable(
  'sms_domains',
  {
    ...domainOfTenant(),
    ...lastChange(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain] })],
);
