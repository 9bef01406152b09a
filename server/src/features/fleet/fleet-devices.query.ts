import { FLEET_ACTIVE_DAYS, type FleetDeviceSortColumn, type FleetList, type SortOrder } from '@mamt/contract';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { appDevices, deviceRegistrations, domainSettings, extensionProvisioning, registrationReads, tenants } from '../../db/schema.js';
import { tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';
import { upToDate } from '../../app-devices/up-to-date.js';

/**
 * The live app devices of the scope, each with what the Fleet asks of it, as one subquery that every
 * figure, list and chart is an aggregate or a page of: nothing is loaded into memory to be counted.
 *
 * - registered: the platform's latest read had it registered until a time still to come;
 * - never registered: its domain was read after it was installed, and the platform had no
 *   registration of it (a refused one says why in `error`);
 * - stale: behind the configuration and not fetched for `staleMinutes` (a device that
 *   re-provisions on time is behind only until its next fetch);
 * - refused: neither the tenant, the domain nor its user is allowed to provision any more, so its
 *   next re-provision will be refused.
 */
export function fleetDevicesOf(db: Db, scope: TenantScope, options: FleetDevicesOptions) {
  return fleetDevicesQuery(db, scope, options).as('fleet');
}

type FleetDevicesOptions = { staleMinutes: number; domain?: string | undefined };

/** The query `fleetDevicesOf` makes a subquery of; also counted per domain (fleet-domain-counts.ts). */
export function fleetDevicesQuery(db: Db, scope: TenantScope, { staleMinutes, domain }: FleetDevicesOptions) {
  const fetchedAt = sql`coalesce(${appDevices.lastProvisionedAt}, ${appDevices.createdAt})`;
  const stale = sql`(not ${upToDate} and ${fetchedAt} < now() - make_interval(mins => ${staleMinutes}))`;
  const allowed = sql`(${tenants.allowAllUsers} or coalesce(${domainSettings.provisioning}, false) or coalesce(${extensionProvisioning.allowed}, false))`;
  const activeUntil = sql`${appDevices.lastProvisionedAt} + make_interval(days => ${FLEET_ACTIVE_DAYS})`;
  const staleFrom = sql`case when not ${upToDate} then ${fetchedAt} + make_interval(mins => ${staleMinutes}) end`;
  const future = (time: SQL) => sql`case when ${time} > now() then ${time} end`;
  return db
    .select({
      id: appDevices.id,
      cloudId: appDevices.cloudId,
      domain: appDevices.domain,
      extension: appDevices.extension,
      subscriberLogin: appDevices.subscriberLogin,
      deviceName: appDevices.deviceName,
      platform: appDevices.platform,
      appVersion: appDevices.appVersion,
      createdAt: appDevices.createdAt,
      lastProvisionedAt: appDevices.lastProvisionedAt,
      upToDate: sql<boolean>`${upToDate}`.as('up_to_date'),
      active: sql<boolean>`coalesce(${appDevices.lastProvisionedAt} > now() - make_interval(days => ${FLEET_ACTIVE_DAYS}), false)`.as('active'),
      stale: sql<boolean>`${stale}`.as('stale'),
      registered: sql<boolean>`coalesce(${deviceRegistrations.expiresAt} > now(), false)`.as('registered'),
      neverRegistered: sql<boolean>`coalesce(${registrationReads.readAt} >= ${appDevices.createdAt} and ${deviceRegistrations.registeredAt} is null, false)`.as('never_registered'),
      refused: sql<boolean>`not ${allowed}`.as('refused'),
      provisioningOn: sql<boolean>`(${tenants.allowAllUsers} or coalesce(${domainSettings.provisioning}, false))`.as('provisioning_on'),
      core: sql<string>`coalesce(${deviceRegistrations.core}, '')`.as('registered_core'),
      expiresAt: deviceRegistrations.expiresAt,
      userAgent: sql<string>`coalesce(${deviceRegistrations.userAgent}, '')`.as('user_agent'),
      error: sql<string>`coalesce(${deviceRegistrations.error}, '')`.as('registration_error'),
      // When the clock alone next changes one of the flags above (null: never): becoming inactive,
      // stale or unregistered.
      nextChange: sql<Date | null>`least(${future(activeUntil)}, ${future(staleFrom)}, ${future(sql`${deviceRegistrations.expiresAt}`)})`.as('next_change'),
    })
    .from(appDevices)
    .innerJoin(tenants, eq(tenants.cloudId, appDevices.cloudId))
    .leftJoin(domainSettings, and(eq(domainSettings.cloudId, appDevices.cloudId), eq(domainSettings.domain, appDevices.domain)))
    .leftJoin(
      extensionProvisioning,
      and(eq(extensionProvisioning.cloudId, appDevices.cloudId), eq(extensionProvisioning.domain, appDevices.domain), eq(extensionProvisioning.extension, appDevices.extension)),
    )
    .leftJoin(
      deviceRegistrations,
      and(eq(deviceRegistrations.cloudId, appDevices.cloudId), eq(deviceRegistrations.domain, appDevices.domain), eq(deviceRegistrations.deviceName, appDevices.deviceName)),
    )
    .leftJoin(registrationReads, and(eq(registrationReads.cloudId, appDevices.cloudId), eq(registrationReads.domain, appDevices.domain)))
    .where(and(isNull(appDevices.deletedAt), tenantFilter(scope, appDevices.cloudId), domain === undefined ? undefined : eq(appDevices.domain, domain)));
}

export type FleetDevices = ReturnType<typeof fleetDevicesOf>;

/** The filter of each list behind a figure or an attention item. */
export function listFilter(fleet: FleetDevices, list: FleetList): SQL | undefined {
  switch (list) {
    case 'installed':
      return undefined;
    case 'active':
      return sql`${fleet.active}`;
    case 'latest':
      return sql`${fleet.upToDate}`;
    case 'behind':
      return sql`not ${fleet.upToDate}`;
    case 'stale':
      return sql`${fleet.stale}`;
    case 'registered':
      return sql`${fleet.registered}`;
    case 'unregistered':
      return sql`not ${fleet.registered}`;
    case 'never-registered':
      return sql`${fleet.neverRegistered}`;
  }
}

/** What a device list is asked for (listFleetDevices without its paging). */
export type DeviceQuery = { list: FleetList; domain?: string | undefined; search?: string | undefined; sort?: FleetDeviceSortColumn | undefined; order?: SortOrder };

/** A list's order by one field: text without regard to case, empty text and no value last whichever the direction. */
export function sortedBy(fleet: FleetDevices, column: FleetDeviceSortColumn, order: SortOrder = 'asc') {
  const field = {
    cloud_id: fleet.cloudId,
    subscriber_login: fleet.subscriberLogin,
    device: fleet.deviceName,
    platform: fleet.platform,
    app_version: fleet.appVersion,
    installed_at: fleet.createdAt,
    last_provisioned_at: fleet.lastProvisionedAt,
    core: fleet.core,
    registration_expires_at: fleet.expiresAt,
  }[column];
  const isText = !['installed_at', 'last_provisioned_at', 'registration_expires_at'].includes(column);
  const value = isText ? sql`nullif(lower(${field}), '')` : sql`${field}`;
  return sql`${value} ${sql.raw(order === 'desc' ? 'desc' : 'asc')} nulls last`;
}
