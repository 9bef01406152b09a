import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { appDevices, provisioningTokens } from '../../db/schema.js';

export type AppDeviceRow = typeof appDevices.$inferSelect;
export type NewAppDevice = typeof appDevices.$inferInsert;
export type UserKey = { cloudId: string; domain: string; extension: string };
/** What the app said of itself and which configuration versions it was served. */
export type Served = { servedTenantVersion: number; servedDomainVersion: number; platform?: string; appVersion?: string; installId?: string };

const liveOfUser = ({ cloudId, domain, extension }: UserKey) =>
  and(eq(appDevices.cloudId, cloudId), eq(appDevices.domain, domain), eq(appDevices.extension, extension), isNull(appDevices.deletedAt));

/** Only what the app actually sent overwrites what we knew of the installation. */
const given = ({ platform, appVersion, installId }: Served) => ({
  ...(platform !== undefined ? { platform } : {}),
  ...(appVersion !== undefined ? { appVersion } : {}),
  ...(installId !== undefined ? { installId } : {}),
});

/**
 * Spends a QR token inside the caller's transaction: only one request can ever spend it, even
 * across processes (the row is re-checked and changed in one statement).
 */
async function spendToken(tx: Pick<Db, 'update'>, tokenId: number): Promise<boolean> {
  const spent = await tx
    .update(provisioningTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(provisioningTokens.id, tokenId), isNull(provisioningTokens.usedAt), isNull(provisioningTokens.revokedAt), sql`${provisioningTokens.expiresAt} > now()`))
    .returning({ id: provisioningTokens.id });
  return spent.length === 1;
}

export function createAppDevicesRepository(db: Db) {
  return {
    liveOfUser: (key: UserKey): Promise<AppDeviceRow[]> => db.select().from(appDevices).where(liveOfUser(key)).orderBy(appDevices.id),

    /**
     * A new installation: spends its QR token (when it came with one) and writes its row in one
     * transaction. Undefined when the token was spent meanwhile: nothing is written then.
     */
    async create(device: NewAppDevice, tokenId: number | undefined): Promise<AppDeviceRow | undefined> {
      return db.transaction(async (tx) => {
        if (tokenId !== undefined && !(await spendToken(tx, tokenId))) return undefined;
        const [row] = await tx.insert(appDevices).values({ ...device, lastProvisionedAt: sql`now()` }).returning();
        return row;
      });
    },

    /** The same installation signs in again (a new QR code on the same phone): it gets a new cloud password. */
    async reissue(id: number, cloudPasswordHash: string, tokenId: number | undefined, served: Served): Promise<AppDeviceRow | undefined> {
      return db.transaction(async (tx) => {
        if (tokenId !== undefined && !(await spendToken(tx, tokenId))) return undefined;
        const [row] = await tx
          .update(appDevices)
          .set({ cloudPasswordHash, servedTenantVersion: served.servedTenantVersion, servedDomainVersion: served.servedDomainVersion, lastProvisionedAt: sql`now()`, ...given(served) })
          .where(and(eq(appDevices.id, id), isNull(appDevices.deletedAt)))
          .returning();
        return row;
      });
    },
  };
}

export type AppDevicesRepository = ReturnType<typeof createAppDevicesRepository>;
