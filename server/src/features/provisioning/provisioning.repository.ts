import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { createBatcher } from '../../lib/batcher.js';
import { provisioningTokens } from '../../db/schema.js';
import type { AccountRecords, DomainSettings, ProvisioningTenant, RegionRecords, UserFeatures } from './account-records.js';
import type { AppDeviceRow } from './app-devices.repository.js';
import { prepareDeviceAccountQuery } from './device-account.queries.js';
import { prepareProvisioningQueries } from './provisioning.queries.js';

export type LiveToken = { id: number; domain: string; extension: string; subscriberLogin: string };
type UserKey = { cloudId: string; domain: string; extension: string };
/** A device found by its cloud password, with everything its Account XML is made of. */
export type DeviceAccount = { device: AppDeviceRow; tenant: ProvisioningTenant; records: AccountRecords; extensionAllowed: boolean };

type DeviceAccountRow = Awaited<ReturnType<ReturnType<typeof prepareDeviceAccountQuery>['execute']>>[number];

/** The accounts of a batch's devices: each device's own part with its domain's shared one. */
function deviceAccountsOf(rows: DeviceAccountRow[]): DeviceAccount[] {
  const keyOf = (row: DeviceAccountRow) => `${row.cloudId}\u0000${row.domain}`;
  const shared = new Map(rows.filter((row) => row.shared).map((row) => [keyOf(row), row.shared!]));
  return rows.map((row) => {
    const { tenant, whiteLabel, settings, primaryProfile, domainProfile, domainRegion, cores, smsPermitted } = shared.get(keyOf(row))!;
    const { device, extensionAllowed, extensionProfile, ...features } = row.own;
    return {
      device,
      tenant: whiteLabel ? { ...tenant, whiteLabel } : tenant,
      records: {
        settings: settings ?? undefined,
        features,
        profiles: { primary: primaryProfile ?? undefined, domain: domainProfile ?? undefined, extension: extensionProfile ?? undefined },
        region: { region: domainRegion, cores, smsPermitted },
      },
      extensionAllowed: extensionAllowed ?? false,
    };
  });
}

/** The tenant, domain and user records the provisioning rules and the Account XML are made of. */
export function createProvisioningRepository(db: Db) {
  const prepared = prepareProvisioningQueries(db);
  const deviceAccountsQuery = prepareDeviceAccountQuery(db);
  // Re-provisions arriving together share one read, one read at a time: a storm then reads in
  // batches as large as it comes (two at a time made smaller batches and cost a third more CPU a
  // re-provision in the storm bench).
  const readDeviceAccounts = createBatcher(
    async (hashes: string[]): Promise<Map<string, DeviceAccount>> => {
      const rows = await deviceAccountsQuery.execute({ hashes: [...new Set(hashes)] });
      return new Map(deviceAccountsOf(rows).map((account) => [account.device.cloudPasswordHash, account]));
    },
    { concurrency: 1 },
  );
  return {
    /** The device whose cloud password has this hash (deleted ones too), with its records. */
    async deviceAccount(cloudPasswordHash: string): Promise<DeviceAccount | undefined> {
      return (await readDeviceAccounts(cloudPasswordHash)).get(cloudPasswordHash);
    },

    /** The tenant of a cloud id, compared without case (the app's users type it), with its white label. */
    async findTenant(cloudId: string): Promise<ProvisioningTenant | undefined> {
      const [row] = await prepared.tenant.execute({ cloudId });
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
      const [row] = await prepared.domainSettings.execute({ cloudId, domain });
      return row;
    },

    /** The domain's region, the tenant's cores and whether the domain may send SMS/MMS. */
    async regionRecords(cloudId: string, domain: string): Promise<RegionRecords> {
      const [row] = await prepared.regionRecords.execute({ cloudId, domain });
      return row ? { region: row.domainRegion, cores: row.cores, smsPermitted: row.smsPermitted } : { region: null, cores: [], smsPermitted: false };
    },

    /** Whether the extension is checked in the domain's per-user list (App Management's Save). */
    async extensionAllowed({ cloudId, domain, extension }: UserKey): Promise<boolean> {
      const [row] = await prepared.extensionAllowed.execute({ cloudId, domain, extension });
      return row?.allowed ?? false;
    },

    async userFeatures({ cloudId, domain, extension }: UserKey): Promise<UserFeatures> {
      const key = { cloudId, domain, extension };
      const [numbers, voicemail, dids] = await Promise.all([prepared.callingNumbers.execute(key), prepared.sharedVoicemail.execute(key), prepared.sharedDids.execute(key)]);
      const values = (rows: Array<{ value: string }>) => rows.map((row) => row.value);
      return { callingNumbers: values(numbers), sharedVoicemail: values(voicemail), sharedDids: values(dids) };
    },
  };
}

export type ProvisioningRepository = ReturnType<typeof createProvisioningRepository>;
