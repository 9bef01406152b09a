import { FLEET_ATTENTION_ROWS } from '@mamt/contract';
import { and, asc, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { fleetDomainCounts } from '../../db/schema.js';
import { oneTenant, tenantFilter, type TenantScope } from '../../lib/tenant-scope.js';
import { fleetDevicesQuery } from './fleet-devices.query.js';

/**
 * The Fleet's counts per domain (table fleet_domain_counts), so that its answer adds up a row per
 * domain however many devices the domains hold. A domain is counted again, from its own devices only,
 * when a write marked it (the triggers of migration 0022) or the clock changed a flag of one of its
 * devices; a view of every tenant after a quiet minute counts nothing.
 */
export function createFleetDomainCounts(db: Db, { staleMinutes }: { staleMinutes: number }) {
  /** Counts one domain's live devices into its row, in one statement. */
  async function count(cloudId: string, domain: string): Promise<void> {
    const devices = fleetDevicesQuery(db, oneTenant(cloudId), { staleMinutes, domain });
    // The changes seen are read in the statement's own snapshot: a write committed meanwhile leaves
    // the row behind again, to be counted at the next view.
    const newest = (flag: string) => sql`coalesce((
        select jsonb_agg(jsonb_build_object('id', id, 'created_at', created_at, 'device_name', device_name) order by created_at desc, device_name)
        from (select id, created_at, device_name from fleet where ${sql.raw(flag)} order by created_at desc, device_name limit ${FLEET_ATTENTION_ROWS}) newest
      ), '[]'::jsonb)`;
    const perKey = (key: string, where = 'true') => sql`coalesce((
        select jsonb_object_agg(key, devices) from (select coalesce(${sql.raw(key)}, '') as key, count(*)::int as devices from fleet where ${sql.raw(where)} group by 1) keyed
      ), '{}'::jsonb)`;
    await db.execute(sql`
      with fleet as materialized (${devices}),
      seen as (select changes from fleet_domain_counts where cloud_id = ${cloudId} and domain = ${domain})
      insert into fleet_domain_counts as counts (cloud_id, domain, changes, counted_changes, counted_at, valid_until, stale_minutes,
        installed, active, behind, stale, registered, never_registered, refused, provisioning,
        platforms, app_versions, cores, stale_newest, never_registered_newest)
      select ${cloudId}, ${domain}, coalesce((select changes from seen), 1), coalesce((select changes from seen), 1), now(), min(next_change), ${staleMinutes},
        count(*)::int, (count(*) filter (where active))::int, (count(*) filter (where not up_to_date))::int, (count(*) filter (where stale))::int,
        (count(*) filter (where registered))::int, (count(*) filter (where never_registered))::int, (count(*) filter (where refused))::int,
        coalesce(bool_or(provisioning_on), false),
        ${perKey('platform')}, ${perKey('app_version')}, ${perKey('registered_core', 'registered')}, ${newest('stale')}, ${newest('never_registered')}
      from fleet
      on conflict (cloud_id, domain) do update set
        counted_changes = excluded.counted_changes, counted_at = excluded.counted_at, valid_until = excluded.valid_until,
        stale_minutes = excluded.stale_minutes, installed = excluded.installed, active = excluded.active, behind = excluded.behind,
        stale = excluded.stale, registered = excluded.registered, never_registered = excluded.never_registered, refused = excluded.refused,
        provisioning = excluded.provisioning, platforms = excluded.platforms, app_versions = excluded.app_versions, cores = excluded.cores,
        stale_newest = excluded.stale_newest, never_registered_newest = excluded.never_registered_newest`);
  }

  /** The scope's domains whose counts are behind their writes, the clock or the stale period. */
  const behind = (scope: TenantScope) =>
    db
      .select({ cloudId: fleetDomainCounts.cloudId, domain: fleetDomainCounts.domain })
      .from(fleetDomainCounts)
      .where(
        and(
          tenantFilter(scope, fleetDomainCounts.cloudId),
          or(
            ne(fleetDomainCounts.countedChanges, fleetDomainCounts.changes),
            lte(fleetDomainCounts.validUntil, sql`now()`),
            ne(fleetDomainCounts.staleMinutes, staleMinutes),
          ),
        ),
      )
      .orderBy(asc(fleetDomainCounts.cloudId), asc(fleetDomainCounts.domain));

  return {
    /**
     * The counts of the scope's domains with live app devices, each domain counted again first if
     * it has to be. One domain a statement, so that a count holds one row's lock at a time and never
     * waits crosswise on a write marking several domains.
     */
    async current(scope: TenantScope) {
      for (const { cloudId, domain } of await behind(scope)) await count(cloudId, domain);
      return db
        .select({
          cloudId: fleetDomainCounts.cloudId,
          domain: fleetDomainCounts.domain,
          installed: fleetDomainCounts.installed,
          active: fleetDomainCounts.active,
          behind: fleetDomainCounts.behind,
          stale: fleetDomainCounts.stale,
          registered: fleetDomainCounts.registered,
          neverRegistered: fleetDomainCounts.neverRegistered,
          refused: fleetDomainCounts.refused,
          provisioning: fleetDomainCounts.provisioning,
          platforms: fleetDomainCounts.platforms,
          appVersions: fleetDomainCounts.appVersions,
          cores: fleetDomainCounts.cores,
          staleNewest: fleetDomainCounts.staleNewest,
          neverRegisteredNewest: fleetDomainCounts.neverRegisteredNewest,
        })
        .from(fleetDomainCounts)
        .where(and(tenantFilter(scope, fleetDomainCounts.cloudId), gt(fleetDomainCounts.installed, 0)))
        .orderBy(asc(fleetDomainCounts.cloudId), asc(fleetDomainCounts.domain));
    },
  };
}

export type FleetDomainCounts = ReturnType<typeof createFleetDomainCounts>;
