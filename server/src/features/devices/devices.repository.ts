import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { upToDate } from '../../app-devices/up-to-date.js';
import type { Db } from '../../db/open-db.js';
import { appDevices, domainSettings, tenants } from '../../db/schema.js';
import type { DeviceScope } from '../../device-work/device-work-runs.repository.js';

type Where = { cloudId: string; domain: string };

/** What we recorded of an app device, for the User Devices screen. */
export type DeviceStatus = { deviceName: string; platform: string; appVersion: string | null; lastProvisionedAt: Date | null; upToDate: boolean };

const live = (where: Where) => and(eq(appDevices.cloudId, where.cloudId), eq(appDevices.domain, where.domain), isNull(appDevices.deletedAt));


export function createDevicesRepository(db: Db) {
  return {
    /** Our records of the live devices of a domain named here (one query for the whole list). */
    async statusOf(where: Where, deviceNames: readonly string[]): Promise<Map<string, DeviceStatus>> {
      if (deviceNames.length === 0) return new Map();
      const rows = await db
        .select({
          deviceName: appDevices.deviceName,
          platform: appDevices.platform,
          appVersion: appDevices.appVersion,
          lastProvisionedAt: appDevices.lastProvisionedAt,
          upToDate,
        })
        .from(appDevices)
        .innerJoin(tenants, eq(tenants.cloudId, appDevices.cloudId))
        .leftJoin(domainSettings, and(eq(domainSettings.cloudId, appDevices.cloudId), eq(domainSettings.domain, appDevices.domain)))
        .where(and(live(where), inArray(appDevices.deviceName, [...deviceNames])));
      return new Map(rows.map((row) => [row.deviceName, row]));
    },

    /** The device's cloud_password stops working: its next re-provision gets "Logged out.". */
    async markDeleted(where: Where, deviceName: string): Promise<number> {
      const rows = await db
        .update(appDevices)
        .set({ deletedAt: sql`now()` })
        .where(and(live(where), eq(appDevices.deviceName, deviceName)))
        .returning({ id: appDevices.id });
      return rows.length;
    },

    /**
     * Marks the live devices of the scope to be refreshed. `at` is when the admin asked: a retried
     * job marks with the same time, so a device that provisioned meanwhile stays up to date.
     */
    async markReprovision(scope: DeviceScope, at: Date): Promise<Array<{ domain: string; deviceName: string }>> {
      const filters = [eq(appDevices.cloudId, scope.cloudId), isNull(appDevices.deletedAt)];
      if (scope.domain !== undefined) filters.push(eq(appDevices.domain, scope.domain));
      if (scope.extension !== undefined) filters.push(eq(appDevices.extension, scope.extension));
      return db
        .update(appDevices)
        .set({ reprovisionRequestedAt: sql`greatest(coalesce(${appDevices.reprovisionRequestedAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)` })
        .where(and(...filters))
        .returning({ domain: appDevices.domain, deviceName: appDevices.deviceName });
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
