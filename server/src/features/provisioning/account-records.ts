import type { AccountValueSource } from '@mamt/contract';
import type { clientProfiles, domainSettings, whiteLabels } from '../../db/schema.js';
import type { CoreOption } from '../../platform/proxy-choice.js';

/**
 * What a device's Account XML is made of and made into, as types only: the files that read the
 * records (the repositories), turn each kind into values (profiles, regions, white label) and put the
 * values together (account-config, account-builder) all speak of these, and none of them of another.
 */

/** Where a value of the Account XML came from (document 4 §8). */
export type ValueSource = AccountValueSource;
/** `note`: why the value is what it is, where its source alone does not say (shown by the preview). */
export type ConfigValue = { element: string; value: string; source: ValueSource; secret?: boolean; note?: string };

export type AccountDevice = { name: string; sipPassword: string; cloudPassword: string; subscriberLogin: string; domain: string; extension: string };
export type ServerValues = { publicUrl: string; intervalSeconds: number };

export type ClientProfileRow = typeof clientProfiles.$inferSelect;
/** The client profiles that apply to one user, one per level (document 4 §1). */
export type UserProfiles = { primary?: ClientProfileRow; domain?: ClientProfileRow; extension?: ClientProfileRow };

export type TenantWhiteLabel = typeof whiteLabels.$inferSelect;
export type ProvisioningTenant = { cloudId: string; company: string; active: boolean; allowAllUsers: boolean; configVersion: number; whiteLabel?: TenantWhiteLabel };
export type DomainSettings = typeof domainSettings.$inferSelect;
/** What our own records say a user's app gets (document 2's per-user settings). */
export type UserFeatures = { callingNumbers: string[]; sharedVoicemail: string[]; sharedDids: string[] };
/** What a user's domain has of regions and messaging: its region, the tenant's cores, the SMS/MMS permission. */
export type RegionRecords = { region: string | null; cores: CoreOption[]; smsPermitted: boolean };

/** Our own records a user's Account XML is made of. */
export type AccountRecords = { settings: DomainSettings | undefined; features: UserFeatures; profiles: UserProfiles; region: RegionRecords };
