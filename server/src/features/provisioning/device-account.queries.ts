import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { jsonValueOf, rowOfJson } from '../../db/json-row.js';
import { regionRecordColumns } from './region-records.queries.js';
import type { Db } from '../../db/open-db.js';
import { appDevices, callingNumbers, clientProfiles, didSharing, domainSettings, extensionProvisioning, sharedVoicemails, tenants, whiteLabels } from '../../db/schema.js';
import type { CoreOption } from '../../platform/proxy-choice.js';

const primaryProfile = alias(clientProfiles, 'primary_profile');
const domainProfile = alias(clientProfiles, 'domain_profile');
const extensionProfile = alias(clientProfiles, 'extension_profile');

/** The user's values of one per-user table, sorted, as a text array (empty when none). */
const valuesOf = (table: PgTable, value: PgColumn, cloudId: PgColumn, domain: PgColumn, user: PgColumn): SQL<string[]> =>
  sql<string[]>`array(select ${value} from ${table} where ${and(eq(cloudId, appDevices.cloudId), eq(domain, appDevices.domain), eq(user, appDevices.extension))} order by ${asc(value)})`;

const region = regionRecordColumns(appDevices.cloudId, appDevices.domain);

/** The parts of an account that are the device's or its user's: each a value of one JSON object. */
const DEVICE_PARTS = {
  device: sql`row_to_json(${appDevices})`,
  extensionAllowed: sql`${extensionProvisioning.allowed}`,
  extensionProfile: sql`row_to_json(${extensionProfile})`,
  callingNumbers: valuesOf(callingNumbers, callingNumbers.phoneNumber, callingNumbers.cloudId, callingNumbers.domain, callingNumbers.extension),
  sharedVoicemail: valuesOf(sharedVoicemails, sharedVoicemails.vmUser, sharedVoicemails.cloudId, sharedVoicemails.domain, sharedVoicemails.forUser),
  sharedDids: valuesOf(didSharing, didSharing.did, didSharing.cloudId, didSharing.domain, didSharing.secondaryUser),
};

/** The parts that every device of one domain shares: the tenant's, its white label's and the domain's. */
const DOMAIN_PARTS = {
  tenant: sql`json_build_object('cloudId', ${tenants.cloudId}, 'company', ${tenants.company}, 'active', ${tenants.active}, 'allowAllUsers', ${tenants.allowAllUsers}, 'configVersion', ${tenants.configVersion})`,
  whiteLabel: sql`row_to_json(${whiteLabels})`,
  settings: sql`row_to_json(${domainSettings})`,
  primaryProfile: sql`row_to_json(${primaryProfile})`,
  domainProfile: sql`row_to_json(${domainProfile})`,
  domainRegion: region.domainRegion,
  cores: region.cores,
  smsPermitted: region.smsPermitted,
};

const jsonObject = (parts: Record<string, SQL>) =>
  sql`json_build_object(${sql.join(
    Object.entries(parts).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

const deviceOf = rowOfJson(appDevices);
const whiteLabelOf = rowOfJson(whiteLabels);
const settingsOf = rowOfJson(domainSettings);
const profileOf = rowOfJson(clientProfiles);

/** A device's own part of its account, from its JSON. */
function devicePartOf(value: unknown) {
  const json = jsonValueOf(value) as Record<keyof typeof DEVICE_PARTS, unknown>;
  return {
    device: deviceOf(json.device)!,
    extensionAllowed: json.extensionAllowed as boolean | null,
    extensionProfile: profileOf(json.extensionProfile),
    callingNumbers: json.callingNumbers as string[],
    sharedVoicemail: json.sharedVoicemail as string[],
    sharedDids: json.sharedDids as string[],
  };
}

/** The part of an account its domain's devices share, from its JSON. */
function domainPartOf(value: unknown) {
  const json = jsonValueOf(value) as Record<keyof typeof DOMAIN_PARTS, unknown>;
  return {
    tenant: json.tenant as { cloudId: string; company: string; active: boolean; allowAllUsers: boolean; configVersion: number },
    whiteLabel: whiteLabelOf(json.whiteLabel),
    settings: settingsOf(json.settings),
    primaryProfile: profileOf(json.primaryProfile),
    domainProfile: profileOf(json.domainProfile),
    domainRegion: json.domainRegion as string | null,
    cores: (json.cores ?? []) as CoreOption[],
    smsPermitted: json.smsPermitted === true,
  };
}

const domainKey = sql`${appDevices.cloudId}, ${appDevices.domain}`;

/**
 * Re-provisions in one statement: the devices that hold these hashed cloud passwords, each with its
 * tenant and white label, its domain's settings and client profile, the tenant's primary profile,
 * the user's own switch, features and profile, and the domain's region, cores and SMS/MMS
 * permission. A re-provision is then one indexed read instead of four round trips, and a storm of
 * them shares its reads (prepared once per process, see provisioning.queries.ts; batched in
 * provisioning.repository.ts). Each device comes back as one JSON object that the driver parses
 * natively (mapping the forty-odd columns of a wide join one by one was a tenth of a re-provision),
 * and what the devices of a domain share comes once per domain of the batch.
 */
export function prepareDeviceAccountQuery(db: Db) {
  return db
    .select({
      cloudId: appDevices.cloudId,
      domain: appDevices.domain,
      own: sql`${jsonObject(DEVICE_PARTS)}`.mapWith(devicePartOf),
      // The domain's part once per domain of the batch (on the first of its devices), not once a device.
      shared: sql`case when row_number() over (partition by ${domainKey}) = 1 then ${jsonObject(DOMAIN_PARTS)} end`.mapWith((value: unknown) =>
        value === null || value === undefined ? null : domainPartOf(value),
      ),
    })
    .from(appDevices)
    .innerJoin(tenants, eq(tenants.cloudId, appDevices.cloudId))
    .leftJoin(whiteLabels, eq(whiteLabels.tenantId, tenants.id))
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
