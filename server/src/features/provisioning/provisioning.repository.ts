import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { callingNumbers, didSharing, domainSettings, extensionProvisioning, provisioningTokens, sharedVoicemails, subscribers, whiteLabels } from '../../db/schema.js';
import type { TenantWhiteLabel } from './white-label-values.js';

export type ProvisioningTenant = { cloudId: string; company: string; active: boolean; allowAllUsers: boolean; configVersion: number; whiteLabel?: TenantWhiteLabel };
export type DomainSettings = typeof domainSettings.$inferSelect;
export type LiveToken = { id: number; domain: string; extension: string; subscriberLogin: string };
/** What our own records say a user's app gets (document 2's per-user settings). */
export type UserFeatures = { callingNumbers: string[]; sharedVoicemail: string[]; sharedDids: string[] };
type UserKey = { cloudId: string; domain: string; extension: string };

/** The tenant, domain and user records the provisioning rules and the Account XML are made of. */
export function createProvisioningRepository(db: Db) {
  return {
    /** The tenant of a cloud id, compared without case (the app's users type it), with its white label. */
    async findTenant(cloudId: string): Promise<ProvisioningTenant | undefined> {
      const [row] = await db
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
        .where(sql`lower(${subscribers.cloudId}) = lower(${cloudId})`)
        .limit(1);
      if (!row) return undefined;
      const { whiteLabel, ...tenant } = row;
      return whiteLabel ? { ...tenant, whiteLabel } : tenant;
    },

    /** A QR token of the tenant that is neither used, revoked nor expired. */
    async findLiveToken(cloudId: string, tokenHash: string): Promise<LiveToken | undefined> {
      const [row] = await db
        .select({ id: provisioningTokens.id, domain: provisioningTokens.domain, extension: provisioningTokens.extension, subscriberLogin: provisioningTokens.subscriberLogin })
        .from(provisioningTokens)
        .where(
          and(
            eq(provisioningTokens.tokenHash, tokenHash),
            eq(provisioningTokens.cloudId, cloudId),
            isNull(provisioningTokens.usedAt),
            isNull(provisioningTokens.revokedAt),
            sql`${provisioningTokens.expiresAt} > now()`,
          ),
        )
        .limit(1);
      return row;
    },

    async domainSettings(cloudId: string, domain: string): Promise<DomainSettings | undefined> {
      const [row] = await db.select().from(domainSettings).where(and(eq(domainSettings.cloudId, cloudId), eq(domainSettings.domain, domain))).limit(1);
      return row;
    },

    /** Whether the extension is checked in the domain's per-user list (App Management's Save). */
    async extensionAllowed({ cloudId, domain, extension }: UserKey): Promise<boolean> {
      const [row] = await db
        .select({ allowed: extensionProvisioning.allowed })
        .from(extensionProvisioning)
        .where(and(eq(extensionProvisioning.cloudId, cloudId), eq(extensionProvisioning.domain, domain), eq(extensionProvisioning.extension, extension)))
        .limit(1);
      return row?.allowed ?? false;
    },

    async userFeatures({ cloudId, domain, extension }: UserKey): Promise<UserFeatures> {
      const [numbers, voicemail, dids] = await Promise.all([
        db
          .select({ value: callingNumbers.phoneNumber })
          .from(callingNumbers)
          .where(and(eq(callingNumbers.cloudId, cloudId), eq(callingNumbers.domain, domain), eq(callingNumbers.extension, extension)))
          .orderBy(asc(callingNumbers.phoneNumber)),
        db
          .select({ value: sharedVoicemails.vmUser })
          .from(sharedVoicemails)
          .where(and(eq(sharedVoicemails.cloudId, cloudId), eq(sharedVoicemails.domain, domain), eq(sharedVoicemails.forUser, extension)))
          .orderBy(asc(sharedVoicemails.vmUser)),
        db
          .select({ value: didSharing.did })
          .from(didSharing)
          .where(and(eq(didSharing.cloudId, cloudId), eq(didSharing.domain, domain), eq(didSharing.secondaryUser, extension)))
          .orderBy(asc(didSharing.did)),
      ]);
      const values = (rows: Array<{ value: string }>) => rows.map((row) => row.value);
      return { callingNumbers: values(numbers), sharedVoicemail: values(voicemail), sharedDids: values(dids) };
    },
  };
}

export type ProvisioningRepository = ReturnType<typeof createProvisioningRepository>;
