import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db.js';
import { regionRecordColumns } from './region-records.queries.js';
import { callingNumbers, didSharing, domainSettings, extensionProvisioning, sharedVoicemails, tenants, whiteLabels } from '../../db/schema.js';

/** One user's rows, by the table's own tenant, domain and user columns; the values come at execution. */
const ofUser = (cloudId: PgColumn, domain: PgColumn, user: PgColumn) =>
  and(eq(cloudId, sql.placeholder('cloudId')), eq(domain, sql.placeholder('domain')), eq(user, sql.placeholder('extension')));

/** A table of per-user entries (calling numbers, shared voicemail boxes, shared DIDs) of a domain of a tenant. */
type UserListTable = PgTable & { cloudId: PgColumn; domain: PgColumn };

/**
 * The reads of every re-provision, prepared once per process: a storm of re-provisions then skips
 * building their SQL and, on PostgreSQL, planning it (named statements, kept per connection). The
 * tenant's read, joined with its 45-column white label, cost more to build and plan than to run.
 * Names are unique across the product: PostgreSQL refuses one name for two texts.
 */
export function prepareProvisioningQueries(db: Db) {
  const tenantQuery = db
    .select({
      cloudId: tenants.cloudId,
      company: tenants.company,
      active: tenants.active,
      allowAllUsers: tenants.allowAllUsers,
      configVersion: tenants.configVersion,
      whiteLabel: whiteLabels,
    })
    .from(tenants)
    .leftJoin(whiteLabels, eq(whiteLabels.tenantId, tenants.id))
    .where(sql`lower(${tenants.cloudId}) = lower(${sql.placeholder('cloudId')})`)
    .limit(1)
    .prepare('provisioning_find_tenant');
  const domainSettingsQuery = db
    .select()
    .from(domainSettings)
    .where(and(eq(domainSettings.cloudId, sql.placeholder('cloudId')), eq(domainSettings.domain, sql.placeholder('domain'))))
    .limit(1)
    .prepare('provisioning_domain_settings');
  const extensionAllowedQuery = db
    .select({ allowed: extensionProvisioning.allowed })
    .from(extensionProvisioning)
    .where(ofUser(extensionProvisioning.cloudId, extensionProvisioning.domain, extensionProvisioning.extension))
    .limit(1)
    .prepare('provisioning_extension_allowed');
  // The domain's region records, read with the tenant's row so that an unknown tenant reads nothing.
  const regionRecordsQuery = db
    .select(regionRecordColumns(tenants.cloudId, sql`${sql.placeholder('domain')}::text`))
    .from(tenants)
    .where(eq(tenants.cloudId, sql.placeholder('cloudId')))
    .prepare('provisioning_region_records');
  /** One user's entries of a per-user list, by its user and value columns, in the values' order. */
  const userValuesQuery = <Value extends PgColumn>(table: UserListTable, user: PgColumn, value: Value, name: string) =>
    db.select({ value }).from(table).where(ofUser(table.cloudId, table.domain, user)).orderBy(asc(value)).prepare(name);
  return {
    tenant: tenantQuery,
    domainSettings: domainSettingsQuery,
    extensionAllowed: extensionAllowedQuery,
    regionRecords: regionRecordsQuery,
    callingNumbers: userValuesQuery(callingNumbers, callingNumbers.extension, callingNumbers.phoneNumber, 'provisioning_calling_numbers'),
    sharedVoicemail: userValuesQuery(sharedVoicemails, sharedVoicemails.forUser, sharedVoicemails.vmUser, 'provisioning_shared_voicemail'),
    sharedDids: userValuesQuery(didSharing, didSharing.secondaryUser, didSharing.did, 'provisioning_shared_dids'),
  };
}
