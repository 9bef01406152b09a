import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { rowOfJson } from '../../db/json-row.js';
import { regionRecordColumns } from './region-records.queries.js';
import type { Db } from '../../db/open-db.js';
import { appDevices, callingNumbers, clientProfiles, didSharing, domainSettings, extensionProvisioning, sharedVoicemails, subscribers, whiteLabels } from '../../db/schema.js';
import type { CoreOption } from '../regions/proxy-choice.js';

const primaryProfile = alias(clientProfiles, 'primary_profile');
const domainProfile = alias(clientProfiles, 'domain_profile');
const extensionProfile = alias(clientProfiles, 'extension_profile');

/** The user's values of one per-user table, sorted, as a text array (empty when none). */
const valuesOf = (table: PgTable, value: PgColumn, cloudId: PgColumn, domain: PgColumn, user: PgColumn): SQL<string[]> =>
  sql<string[]>`array(select ${value} from ${table} where ${and(eq(cloudId, appDevices.cloudId), eq(domain, appDevices.domain), eq(user, appDevices.extension))} order by ${asc(value)})`;

const region = regionRecordColumns(appDevices.cloudId, appDevices.domain);

/** The parts of a device's account, each a value of one JSON object: its keys are the names below. */
const PARTS = {
  device: sql`row_to_json(${appDevices})`,
  tenant: sql`json_build_object('cloudId', ${subscribers.cloudId}, 'company', ${subscribers.company}, 'active', ${subscribers.active}, 'allowAllUsers', ${subscribers.allowAllUsers}, 'configVersion', ${subscribers.configVersion})`,
  whiteLabel: sql`row_to_json(${whiteLabels})`,
  settings: sql`row_to_json(${domainSettings})`,
  extensionAllowed: sql`${extensionProvisioning.allowed}`,
  primaryProfile: sql`row_to_json(${primaryProfile})`,
  domainProfile: sql`row_to_json(${domainProfile})`,
  extensionProfile: sql`row_to_json(${extensionProfile})`,
  callingNumbers: valuesOf(callingNumbers, callingNumbers.phoneNumber, callingNumbers.cloudId, callingNumbers.domain, callingNumbers.extension),
  sharedVoicemail: valuesOf(sharedVoicemails, sharedVoicemails.vmUser, sharedVoicemails.cloudId, sharedVoicemails.domain, sharedVoicemails.forUser),
  sharedDids: valuesOf(didSharing, didSharing.did, didSharing.cloudId, didSharing.domain, didSharing.secondaryUser),
  domainRegion: region.domainRegion,
  cores: region.cores,
  smsPermitted: region.smsPermitted,
};

/** The account's parts as the JSON holds them, before the rows in it are mapped. */
type AccountJson = Record<keyof typeof PARTS, unknown>;

const deviceOf = rowOfJson(appDevices);
const whiteLabelOf = rowOfJson(whiteLabels);
const settingsOf = rowOfJson(domainSettings);
const profileOf = rowOfJson(clientProfiles);

/** One device's account from its JSON: the device, its tenant, and the records its Account XML is made of. */
function accountOf(value: unknown) {
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as AccountJson;
  return {
    device: deviceOf(json.device)!,
    tenant: json.tenant as { cloudId: string; company: string; active: boolean; allowAllUsers: boolean; configVersion: number },
    whiteLabel: whiteLabelOf(json.whiteLabel),
    settings: settingsOf(json.settings),
    extensionAllowed: json.extensionAllowed as boolean | null,
    primaryProfile: profileOf(json.primaryProfile),
    domainProfile: profileOf(json.domainProfile),
    extensionProfile: profileOf(json.extensionProfile),
    callingNumbers: json.callingNumbers as string[],
    sharedVoicemail: json.sharedVoicemail as string[],
    sharedDids: json.sharedDids as string[],
    domainRegion: json.domainRegion as string | null,
    cores: (json.cores ?? []) as CoreOption[],
    smsPermitted: json.smsPermitted === true,
  };
}

/**
 * Re-provisions in one statement: the devices that hold these hashed cloud passwords, each with its
 * tenant and white label, its domain's settings and client profile, the tenant's primary profile,
 * the user's own switch, features and profile, and the domain's region, cores and SMS/MMS
 * permission. A re-provision is then one indexed read instead of four round trips, and a storm of
 * them shares its reads (prepared once per process, see provisioning.queries.ts; batched in
 * provisioning.repository.ts). Each device comes back as one JSON object that the driver parses
 * natively: mapping the forty-odd columns of a wide join one by one was a tenth of a re-provision.
 */
export function prepareDeviceAccountQuery(db: Db) {
  const account = sql.join(
    Object.entries(PARTS).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );
  return db
    .select({ account: sql`json_build_object(${account})`.mapWith(accountOf) })
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
