import { FLEET_CHART_DAYS, QR_UNDELIVERED_STATUSES, type FleetList } from '@mamt/contract';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { rowsOf } from '../../db/result-rows.js';
import { coreMarks, provisioningLogins } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';
import { fleetDevicesOf, listFilter, type FleetDevices } from './fleet-devices.query.js';

const countWhere = (condition: unknown) => sql<number>`(count(*) filter (where ${condition}))::int`;
/** A tenant condition as SQL text for the raw queries below (none: every tenant). */
const ofTenant = (scope: TenantScope, column: string) => (scope.allTenants ? sql`true` : sql`${sql.raw(column)} = ${scope.cloudId}`);

const deviceColumns = (fleet: FleetDevices) => ({
  cloudId: fleet.cloudId,
  domain: fleet.domain,
  extension: fleet.extension,
  subscriberLogin: fleet.subscriberLogin,
  deviceName: fleet.deviceName,
  platform: fleet.platform,
  appVersion: fleet.appVersion,
  createdAt: fleet.createdAt,
  lastProvisionedAt: fleet.lastProvisionedAt,
  upToDate: fleet.upToDate,
  registered: fleet.registered,
  core: fleet.core,
  expiresAt: fleet.expiresAt,
  userAgent: fleet.userAgent,
  error: fleet.error,
});

/** The Fleet's figures, charts and lists: each one aggregate query (or a page) over the scope's live app devices. */
export function createFleetRepository(db: Db, { staleMinutes }: { staleMinutes: number }) {
  const devicesOf = (scope: TenantScope, domain?: string) => fleetDevicesOf(db, scope, { staleMinutes, domain });

  /** One page of a list, newest installation first. */
  function deviceRows(scope: TenantScope, list: FleetList, page: { offset: number; limit: number }, domain?: string) {
    const fleet = devicesOf(scope, domain);
    return db
      .select(deviceColumns(fleet))
      .from(fleet)
      .where(listFilter(fleet, list))
      .orderBy(desc(fleet.createdAt), asc(fleet.cloudId), asc(fleet.domain), asc(fleet.deviceName))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** A page of a list, and how many the whole list holds. */
  async function devicePage(scope: TenantScope, list: FleetList, page: { offset: number; limit: number }, domain?: string) {
    const fleet = devicesOf(scope, domain);
    const [rows, [total]] = await Promise.all([deviceRows(scope, list, page, domain), db.select({ value: count() }).from(fleet).where(listFilter(fleet, list))]);
    return { rows, total: total?.value ?? 0 };
  }

  return {
    staleMinutes,
    deviceRows,
    devicePage,

    /** One row per domain with live app devices: the figures are their sums. */
    async domains(scope: TenantScope) {
      const fleet = devicesOf(scope);
      return db
        .select({
          cloudId: fleet.cloudId,
          domain: fleet.domain,
          installed: sql<number>`count(*)::int`,
          active: countWhere(fleet.active),
          behind: countWhere(sql`not ${fleet.upToDate}`),
          stale: countWhere(fleet.stale),
          registered: countWhere(fleet.registered),
          neverRegistered: countWhere(fleet.neverRegistered),
          refused: countWhere(fleet.refused),
          provisioning: sql<boolean>`bool_or(${fleet.provisioningOn})`,
        })
        .from(fleet)
        .groupBy(fleet.cloudId, fleet.domain)
        .orderBy(asc(fleet.cloudId), asc(fleet.domain));
    },

    /** Devices per platform and per app version (most first). */
    async shares(scope: TenantScope) {
      const fleet = devicesOf(scope);
      const [platforms, versions] = await Promise.all([
        db.select({ name: fleet.platform, devices: sql<number>`count(*)::int` }).from(fleet).groupBy(fleet.platform).orderBy(desc(sql`count(*)`), asc(fleet.platform)),
        db
          .select({ name: sql<string>`coalesce(${fleet.appVersion}, '')`, devices: sql<number>`count(*)::int` })
          .from(fleet)
          .groupBy(fleet.appVersion)
          .orderBy(desc(sql`count(*)`), asc(fleet.appVersion)),
      ]);
      return { platforms, versions };
    },

    /** Devices registered now per core, with the cores' marks (a core marked down with devices on it needs attention). */
    async cores(scope: TenantScope) {
      const fleet = devicesOf(scope);
      return db
        .select({ cloudId: fleet.cloudId, core: fleet.core, devices: sql<number>`count(*)::int`, down: sql<boolean>`coalesce(bool_or(${coreMarks.down}), false)` })
        .from(fleet)
        .leftJoin(coreMarks, and(eq(coreMarks.cloudId, fleet.cloudId), eq(coreMarks.core, fleet.core)))
        .where(sql`${fleet.registered}`)
        .groupBy(fleet.cloudId, fleet.core)
        .orderBy(asc(fleet.cloudId), asc(fleet.core));
    },

    /** Installs (including devices removed since) and provisioning refusals per day (UTC), FLEET_CHART_DAYS days ending today. */
    async days(scope: TenantScope): Promise<Array<{ day: string; installs: number; refusals: number }>> {
      const result = await db.execute(sql`
        with days as (
          select (generate_series((now() at time zone 'utc')::date - ${FLEET_CHART_DAYS - 1}::int, (now() at time zone 'utc')::date, interval '1 day'))::date as day
        ),
        installs as (
          select (created_at at time zone 'utc')::date as day, count(*)::int as n from app_devices
          where ${ofTenant(scope, 'cloud_id')} and created_at >= (now() at time zone 'utc')::date - ${FLEET_CHART_DAYS - 1}::int
          group by 1
        ),
        refusals as (
          select day, sum(refusals)::int as n from provisioning_refusals
          where ${ofTenant(scope, 'cloud_id')} and day >= (now() at time zone 'utc')::date - ${FLEET_CHART_DAYS - 1}::int
          group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(installs.n, 0) as installs, coalesce(refusals.n, 0) as refusals
        from days left join installs using (day) left join refusals using (day) order by days.day`);
      return rowsOf<{ day: string; installs: number; refusals: number }>(result).map((row) => ({ day: row.day, installs: Number(row.installs), refusals: Number(row.refusals) }));
    },

    /** Blocked logins, newest first, and how many there are. */
    async blockedLogins(scope: TenantScope, limit: number) {
      const where = and(isNotNull(provisioningLogins.blockedAt), tenantFilter(scope, provisioningLogins.cloudId));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: provisioningLogins.id, cloudId: provisioningLogins.cloudId, loginUser: provisioningLogins.loginUser, blockedAt: provisioningLogins.blockedAt })
          .from(provisioningLogins)
          .where(where)
          .orderBy(desc(provisioningLogins.blockedAt), desc(provisioningLogins.id))
          .limit(limit),
        db.select({ value: count() }).from(provisioningLogins).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Per domain, the users whose latest QR e-mail was not delivered (what Resend sends again). */
    async undeliveredMails(scope: TenantScope): Promise<Array<{ cloudId: string; domain: string; count: number }>> {
      const result = await db.execute(sql`
        select cloud_id, domain, count(*)::int as n from (
          select distinct on (cloud_id, domain, extension) cloud_id, domain, status from qr_mail_deliveries
          where ${ofTenant(scope, 'cloud_id')}
          order by cloud_id, domain, extension, created_at desc, id desc
        ) latest
        where status in (${sql.join(QR_UNDELIVERED_STATUSES.map((status) => sql`${status}`), sql`, `)})
        group by cloud_id, domain order by cloud_id, domain`);
      return rowsOf<{ cloud_id: string; domain: string; n: number }>(result).map((row) => ({ cloudId: row.cloud_id, domain: row.domain, count: Number(row.n) }));
    },
  };
}

export type FleetRepository = ReturnType<typeof createFleetRepository>;
