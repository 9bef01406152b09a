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

    /**
     * Every count of the screen in one scan of the devices (grouping sets): one row per domain with
     * live app devices (the figures are their sums), devices per platform and per app version, and
     * devices registered now per core with whether the core is marked down.
     */
    async counts(scope: TenantScope) {
      const fleet = devicesOf(scope);
      // grouping(...) tells the sets apart: a bit is 1 for each of these five columns a set leaves out.
      const set = sql<number>`grouping(${fleet.cloudId}, ${fleet.domain}, ${fleet.platform}, ${fleet.appVersion}, ${fleet.core})`;
      const rows = await db
        .select({
          set,
          cloudId: fleet.cloudId,
          domain: fleet.domain,
          platform: fleet.platform,
          appVersion: fleet.appVersion,
          core: fleet.core,
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
        .groupBy(sql`grouping sets ((${fleet.cloudId}, ${fleet.domain}), (${fleet.platform}), (${fleet.appVersion}), (${fleet.cloudId}, ${fleet.core}))`);
      const downCores = await db
        .select({ cloudId: coreMarks.cloudId, core: coreMarks.core })
        .from(coreMarks)
        .where(and(eq(coreMarks.down, true), tenantFilter(scope, coreMarks.cloudId)));
      const down = new Set(downCores.map((row) => `${row.cloudId}\u0000${row.core}`));
      const bySet = (bits: number) => rows.filter((row) => Number(row.set) === bits);
      const mostFirst = (a: { devices: number; name: string }, b: { devices: number; name: string }) => b.devices - a.devices || a.name.localeCompare(b.name);
      const byName = (a: { cloudId: string; domain?: string; core?: string }, b: typeof a) => a.cloudId.localeCompare(b.cloudId) || (a.domain ?? a.core ?? '').localeCompare(b.domain ?? b.core ?? '');
      return {
        domains: bySet(0b00111).sort(byName),
        platforms: bySet(0b11011).map((row) => ({ name: row.platform, devices: row.installed })).sort(mostFirst),
        versions: bySet(0b11101).map((row) => ({ name: row.appVersion ?? '', devices: row.installed })).sort(mostFirst),
        cores: bySet(0b01110)
          .filter((row) => row.registered > 0)
          .map((row) => ({ cloudId: row.cloudId, core: row.core, devices: row.registered, down: down.has(`${row.cloudId}\u0000${row.core}`) }))
          .sort(byName),
      };
    },

    /** The newest `limit` devices of each attention list (stale, never registered), in one scan. */
    async attentionRows(scope: TenantScope, limit: number) {
      const fleet = devicesOf(scope);
      const newest = sql`${fleet.createdAt} desc, ${fleet.cloudId}, ${fleet.domain}, ${fleet.deviceName}`;
      const ranked = db
        .select({
          ...deviceColumns(fleet),
          stale: fleet.stale,
          neverRegistered: fleet.neverRegistered,
          staleRank: sql<number>`row_number() over (partition by ${fleet.stale} order by ${newest})`.as('stale_rank'),
          neverRank: sql<number>`row_number() over (partition by ${fleet.neverRegistered} order by ${newest})`.as('never_rank'),
        })
        .from(fleet)
        .where(sql`${fleet.stale} or ${fleet.neverRegistered}`)
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(sql`(${ranked.stale} and ${ranked.staleRank} <= ${limit}) or (${ranked.neverRegistered} and ${ranked.neverRank} <= ${limit})`)
        .orderBy(desc(ranked.createdAt), asc(ranked.cloudId), asc(ranked.domain), asc(ranked.deviceName));
      return { stale: rows.filter((row) => row.stale), neverRegistered: rows.filter((row) => row.neverRegistered) };
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
