import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { jsonRow } from '../../db/json-row.js';
import { regionRecordColumns } from './region-records.queries.js';
import type { Db } from '../../db/open-db.js';
import { appDevices, callingNumbers, clientProfiles, didSharing, domainSettings, extensionProvisioning, sharedVoicemails, subscribers, whiteLabels } from '../../db/schema.js';

const primaryProfile = alias(clientProfiles, 'primary_profile');
const domainProfile = alias(clientProfiles, 'domain_profile');
const extensionProfile = alias(clientProfiles, 'extension_profile');

/** The user's values of one per-user table, sorted, as a text array (empty when none). */
const valuesOf = (table: PgTable, value: PgColumn, cloudId: PgColumn, domain: PgColumn, user: PgColumn): SQL<string[]> =>
  sql<string[]>`array(select ${value} from ${table} where ${and(eq(cloudId, appDevices.cloudId), eq(domain, appDevices.domain), eq(user, appDevices.extension))} order by ${asc(value)})`;

/**
 * Re-provisions in one statement: the devices that hold these hashed cloud passwords, each with its tenant
 * and white label, its domain's settings and client profile, the tenant's primary profile, the
 * user's own switch, features and profile, and the domain's region, cores and SMS/MMS permission. A re-provision is then one indexed read instead of four
 * round trips, and a storm of them shares its reads (prepared once per process, see
 * provisioning.queries.ts; batched in provisioning.repository.ts).
 */
export function prepareDeviceAccountQuery(db: Db) {
  return db
    .select({
      device: appDevices,
      tenant: {
        cloudId: subscribers.cloudId,
        company: subscribers.company,
        active: subscribers.active,
        allowAllUsers: subscribers.allowAllUsers,
        configVersion: subscribers.configVersion,
      },
      whiteLabel: jsonRow(whiteLabels),
      settings: jsonRow(domainSettings),
      extensionAllowed: extensionProvisioning.allowed,
      primaryProfile: jsonRow(primaryProfile),
      domainProfile: jsonRow(domainProfile),
      extensionProfile: jsonRow(extensionProfile),
      callingNumbers: valuesOf(callingNumbers, callingNumbers.phoneNumber, callingNumbers.cloudId, callingNumbers.domain, callingNumbers.extension),
      sharedVoicemail: valuesOf(sharedVoicemails, sharedVoicemails.vmUser, sharedVoicemails.cloudId, sharedVoicemails.domain, sharedVoicemails.forUser),
      sharedDids: valuesOf(didSharing, didSharing.did, didSharing.cloudId, didSharing.domain, didSharing.secondaryUser),
      ...regionRecordColumns(appDevices.cloudId, appDevices.domain),
    })
    .from(appDevices)
    .innerJoin(subscribers, eq(subscribers.cloudId, appDevices.cloudId))
    .leftJoin(whiteLabels, eq(whiteLabels.subscriberId, subscribers.id))
    .leftJoin(domainSettings, and(eq(domainSettings.cloudId, appDevices.cloudId), eq(domainSettings.domain, appDevices.domain)))
    .leftJoin(
      extensionProvisioning,
      and(eq(extensionProvisioning.cloudId, appDevices.cloudId), eq(extensionProvisioning.domain, appDevices.domain), eq(extensionProvisioning.extension, appDevices.extension)),
    )
    .leftJoin(primaryProfile, and(eq(primaryProfile.cloudId, appDevices.cloudId), eq(primaryProfile.domain, ''), eq(primaryProfile.extension, '')))
    .leftJoin(domainProfile, and(eq(domainProfile.cloudId, appDevices.cloudId), eq(domainProfile.domain, appDevices.domain), eq(domainProfile.extension, '')))
    .leftJoin(
      extensionProfile,
      and(eq(extensionProfile.cloudId, appDevices.cloudId), eq(extensionProfile.domain, appDevices.domain), eq(extensionProfile.extension, appDevices.extension)),
    )
    .where(sql`${appDevices.cloudPasswordHash} = any(${sql.placeholder('hashes')}::text[])`)
    .prepare('provisioning_device_accounts');
}
