import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db.js';
import { callingNumbers, didSharing, domainSettings, extensionProvisioning, sharedVoicemails, subscribers, whiteLabels } from '../../db/schema.js';

/**
 * The reads of every re-provision, prepared once per process: a storm of re-provisions then skips
 * building their SQL and, on PostgreSQL, planning it (named statements, kept per connection). The
 * tenant's read, joined with its 45-column white label, cost more to build and plan than to run.
 * Names are unique across the product: PostgreSQL refuses one name for two texts.
 */
/** One user's rows, by the table's own tenant, domain and user columns; the values come at execution. */
const ofUser = (cloudId: PgColumn, domain: PgColumn, user: PgColumn) =>
  and(eq(cloudId, sql.placeholder('cloudId')), eq(domain, sql.placeholder('domain')), eq(user, sql.placeholder('extension')));

export function prepareProvisioningQueries(db: Db) {
  const tenantQuery = db
    .select({
      cloudId: subscribers.cloudId,
      company: subscribers.company,
      active: subscribers.active,
      allowAllUsers: subscribers.allowAllUsers,
      configVersion: subscribers.configVersion,
      whiteLabel: whiteLabels,
    })
    .from(subscribers)
    .leftJoin(whiteLabels, eq(whiteLabels.subscriberId, subscribers.id))
    .where(sql`lower(${subscribers.cloudId}) = lower(${sql.placeholder('cloudId')})`)
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
  const callingNumbersQuery = db
    .select({ value: callingNumbers.phoneNumber })
    .from(callingNumbers)
    .where(ofUser(callingNumbers.cloudId, callingNumbers.domain, callingNumbers.extension))
    .orderBy(asc(callingNumbers.phoneNumber))
    .prepare('provisioning_calling_numbers');
  const sharedVoicemailQuery = db
    .select({ value: sharedVoicemails.vmUser })
    .from(sharedVoicemails)
    .where(ofUser(sharedVoicemails.cloudId, sharedVoicemails.domain, sharedVoicemails.forUser))
    .orderBy(asc(sharedVoicemails.vmUser))
    .prepare('provisioning_shared_voicemail');
  const sharedDidsQuery = db
    .select({ value: didSharing.did })
    .from(didSharing)
    .where(ofUser(didSharing.cloudId, didSharing.domain, didSharing.secondaryUser))
    .orderBy(asc(didSharing.did))
    .prepare('provisioning_shared_dids');
  return {
    tenant: tenantQuery,
    domainSettings: domainSettingsQuery,
    extensionAllowed: extensionAllowedQuery,
    callingNumbers: callingNumbersQuery,
    sharedVoicemail: sharedVoicemailQuery,
    sharedDids: sharedDidsQuery,
  };
}
