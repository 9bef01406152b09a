import {
  FLEET_ATTENTION_ROWS,
  FLEET_CHART_DAYS,
  PROVISIONING_REFUSAL_REASONS,
  QR_UNDELIVERED_STATUSES,
  type RefusalReason,
} from '@mamt/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { containingPattern } from '../../db/like-pattern.js';
import type { Db } from '../../db/open-db.js';
import { rowsOf } from '../../db/result-rows.js';
import { coreMarks, provisioningLogins, type NewestDevice } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';
import { fleetDevicesOf, listFilter, sortedBy, type DeviceQuery, type FleetDevices } from './fleet-devices.query.js';
import { createFleetDomainCounts, type FleetDomainCounts } from './fleet-domain-counts.js';

/** A tenant condition as SQL text for the raw queries below (none: every tenant). */
const ofTenant = (scope: TenantScope, column: string) => (scope.allTenants ? sql`true` : sql`${sql.raw(column)} = ${scope.cloudId}`);

const mostFirst = (a: { devices: number; name: string }, b: { devices: number; name: string }) => b.devices - a.devices || a.name.localeCompare(b.name);

type DomainCounts = Awaited<ReturnType<FleetDomainCounts['current']>>[number];

/** The ids of the FLEET_ATTENTION_ROWS newest devices of a list across the domains, from each domain's newest. */
function newestIds(domains: DomainCounts[], newestOf: (row: DomainCounts) => NewestDevice[]): number[] {
  const candidates = domains.flatMap((row) => newestOf(row).map((device) => ({ ...device, cloudId: row.cloudId, domain: row.domain, at: Date.parse(device.created_at) })));
  candidates.sort((a, b) => b.at - a.at || a.cloudId.localeCompare(b.cloudId) || a.domain.localeCompare(b.domain) || a.device_name.localeCompare(b.device_name));
  return candidates.slice(0, FLEET_ATTENTION_ROWS).map((device) => device.id);
}

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

/** The Fleet's figures, charts and lists: counts kept per domain, and pages of the scope's live app devices. */
export function createFleetRepository(db: Db, { staleMinutes }: { staleMinutes: number }) {
  const domainCounts = createFleetDomainCounts(db, { staleMinutes });
  const devicesOf = (scope: TenantScope, domain?: string) => fleetDevicesOf(db, scope, { staleMinutes, domain });

  /** The rows of a list: its filter, of one domain, containing the search. */
  function listed(scope: TenantScope, { list, domain, search }: DeviceQuery) {
    const fleet = devicesOf(scope, domain);
    const searched = search ? sql`concat_ws(' ', ${fleet.subscriberLogin}, ${fleet.deviceName}, ${fleet.platform}, ${fleet.appVersion}, ${fleet.core}, ${fleet.error}) ilike ${containingPattern(search)}` : undefined;
    return { fleet, where: and(listFilter(fleet, list), searched) };
  }

  /** One page of a list, newest installation first unless sorted by a field (then newest first among equals). */
  function deviceRows(scope: TenantScope, query: DeviceQuery, page: { offset: number; limit: number }) {
    const { fleet, where } = listed(scope, query);
    const newest = [desc(fleet.createdAt), asc(fleet.cloudId), asc(fleet.domain), asc(fleet.deviceName)];
    return db
      .select(deviceColumns(fleet))
      .from(fleet)
      .where(where)
      .orderBy(...(query.sort ? [sortedBy(fleet, query.sort, query.order)] : []), ...newest)
      .limit(page.limit)
      .offset(page.offset);
  }

  /** A page of a list, and how many the whole list holds. */
  async function devicePage(scope: TenantScope, query: DeviceQuery, page: { offset: number; limit: number }) {
    const { fleet, where } = listed(scope, query);
    const [rows, [total]] = await Promise.all([deviceRows(scope, query, page), db.select({ value: count() }).from(fleet).where(where)]);
    return { rows, total: total?.value ?? 0 };
  }

  return {
    staleMinutes,
    deviceRows,
    devicePage,

    /**
     * Every count of the screen from the counts per domain (fleet-domain-counts.ts): one row per
     * domain with live app devices (the figures are their sums), devices per platform and per app
     * version, devices registered now per core with whether the core is marked down, and the newest
     * devices of each attention list (their ids, for `devicesByIds`).
     */
    async counts(scope: TenantScope) {
      const domains = await domainCounts.current(scope);
      const downCores = await db
        .select({ cloudId: coreMarks.cloudId, core: coreMarks.core })
        .from(coreMarks)
        .where(and(eq(coreMarks.down, true), tenantFilter(scope, coreMarks.cloudId)));
      const down = new Set(downCores.map((row) => `${row.cloudId}\u0000${row.core}`));
      const platforms = new Map<string, number>();
      const versions = new Map<string, number>();
      const cores = new Map<string, { cloudId: string; core: string; devices: number }>();
      for (const row of domains) {
        for (const [name, devices] of Object.entries(row.platforms)) platforms.set(name, (platforms.get(name) ?? 0) + devices);
        for (const [name, devices] of Object.entries(row.appVersions)) versions.set(name, (versions.get(name) ?? 0) + devices);
        for (const [core, devices] of Object.entries(row.cores)) {
          const key = `${row.cloudId}\u0000${core}`;
          cores.set(key, { cloudId: row.cloudId, core, devices: (cores.get(key)?.devices ?? 0) + devices });
        }
      }
      const named = (counted: Map<string, number>) => [...counted].map(([name, devices]) => ({ name, devices })).sort(mostFirst);
      return {
        domains,
        platforms: named(platforms),
        versions: named(versions),
        cores: [...cores]
          .map(([key, row]) => ({ ...row, down: down.has(key) }))
          .sort((a, b) => a.cloudId.localeCompare(b.cloudId) || a.core.localeCompare(b.core)),
        staleIds: newestIds(domains, (row) => row.staleNewest),
        neverRegisteredIds: newestIds(domains, (row) => row.neverRegisteredNewest),
      };
    },

    /** The devices of these ids (the newest of an attention list), newest first. */
    async devicesByIds(scope: TenantScope, ids: number[]) {
      if (ids.length === 0) return [];
      const fleet = devicesOf(scope);
      return db
        .select(deviceColumns(fleet))
        .from(fleet)
        .where(inArray(fleet.id, ids))
        .orderBy(desc(fleet.createdAt), asc(fleet.cloudId), asc(fleet.domain), asc(fleet.deviceName));
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

    /** The refusals of the chart's days per reason, most first. */
    async refusalReasons(scope: TenantScope): Promise<Array<{ reason: RefusalReason; refusals: number }>> {
      const result = await db.execute(sql`
        select reason, sum(refusals)::int as refusals from provisioning_refusals
        where ${ofTenant(scope, 'cloud_id')} and day >= (now() at time zone 'utc')::date - ${FLEET_CHART_DAYS - 1}::int
        group by reason having sum(refusals) > 0 order by 2 desc, 1`);
      return rowsOf<{ reason: string; refusals: number }>(result)
        .filter((row): row is { reason: RefusalReason; refusals: number } => (PROVISIONING_REFUSAL_REASONS as readonly string[]).includes(row.reason))
        .map((row) => ({ reason: row.reason, refusals: Number(row.refusals) }));
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
