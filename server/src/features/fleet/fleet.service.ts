import { FLEET_ATTENTION_ROWS, type Fleet, type FleetDevice } from '@mamt/contract';
import type { Logger } from '../../lib/logger.js';
import { createSharedAnswers } from '../../lib/shared-answers.js';
import type { TenantScope } from '../../lib/tenant-scope.js';
import type { DeviceQuery } from './fleet-devices.query.js';
import type { FleetRepository } from './fleet.repository.js';
import type { RegistrationReads } from './registration-reads.js';

/** The app versions the chart names one by one; the rest are summed as `other`. */
const NAMED_VERSIONS = 8;

type DeviceRow = Awaited<ReturnType<FleetRepository['deviceRows']>>[number];

const iso = (time: Date | string | null) => (time === null ? null : new Date(time).toISOString());

function toDevice(row: DeviceRow): FleetDevice {
  return {
    cloud_id: row.cloudId,
    domain: row.domain,
    extension: row.extension,
    subscriber_login: row.subscriberLogin,
    device: row.deviceName,
    platform: row.platform,
    app_version: row.appVersion,
    installed_at: new Date(row.createdAt).toISOString(),
    last_provisioned_at: iso(row.lastProvisionedAt),
    up_to_date: row.upToDate,
    core: row.registered ? row.core : '',
    registration_expires_at: iso(row.expiresAt),
    user_agent: row.userAgent,
    registration_error: row.error,
  };
}

function topVersions(versions: Array<{ name: string; devices: number }>) {
  const named = versions.slice(0, NAMED_VERSIONS).map(({ name, devices }) => ({ name: name || 'unknown', devices }));
  const rest = versions.slice(NAMED_VERSIONS).reduce((sum, version) => sum + version.devices, 0);
  return rest > 0 ? [...named, { name: 'other', devices: rest }] : named;
}

/**
 * The Fleet screen's answer. A tenant's registration is read first (only its domains older than the
 * cache period, so most answers read nothing); the super tenant's every-tenant view reads in the
 * background and answers with what is stored, saying how many domains are still to be read.
 */
export function createFleetService(repo: FleetRepository, registration: RegistrationReads, log: Logger) {
  const background = new Set<Promise<void>>();
  // Viewers of one scope asking at once (a room of screens, every refresh of a shift) share the answer
  // being computed; none is kept after it, so an answer asked after an action always shows it.
  const answers = createSharedAnswers<Fleet>({ ttlMs: 0, maxKeys: 1000 });

  function refreshInBackground(scope: TenantScope): void {
    const running = registration.refresh(scope).catch((error: unknown) => log.error({ err: error }, 'fleet: registration refresh failed'));
    background.add(running);
    void running.finally(() => background.delete(running));
  }

  async function answer(scope: TenantScope): Promise<Fleet> {
    if (scope.allTenants) refreshInBackground(scope);
    else await registration.refresh(scope);
    // One query after the other: an answer holds one database connection at a time, so that many
    // viewers never take the pool from everyone else's requests.
    const { domains, platforms, versions, cores, staleIds, neverRegisteredIds } = await repo.counts(scope);
    const days = await repo.days(scope);
    const refusalReasons = await repo.refusalReasons(scope);
    const blocked = await repo.blockedLogins(scope, FLEET_ATTENTION_ROWS);
    const undelivered = await repo.undeliveredMails(scope);
    const state = await registration.state(scope, domains);
    const stale = await repo.devicesByIds(scope, staleIds);
    const neverRegistered = await repo.devicesByIds(scope, neverRegisteredIds);
    const sum = (count: (row: (typeof domains)[number]) => number) => domains.reduce((total, row) => total + count(row), 0);
    const installed = sum((row) => row.installed);
    const registered = sum((row) => row.registered);
    const behind = sum((row) => row.behind);
    const undeliveredOf = new Map(undelivered.map((row) => [`${row.cloudId}\u0000${row.domain}`, row.count]));
    const domainRows = domains.map((row) => ({
      cloud_id: row.cloudId,
      domain: row.domain,
      installed: row.installed,
      active: row.active,
      behind: row.behind,
      registered: row.registered,
      never_registered: row.neverRegistered,
      undelivered_mails: undeliveredOf.get(`${row.cloudId}\u0000${row.domain}`) ?? 0,
      provisioning: row.provisioning,
    }));
    // A domain with undelivered mails but no app yet has a row too: that is where its Resend is.
    const listed = new Set(domains.map((row) => `${row.cloudId}\u0000${row.domain}`));
    for (const row of undelivered) {
      if (listed.has(`${row.cloudId}\u0000${row.domain}`)) continue;
      domainRows.push({ cloud_id: row.cloudId, domain: row.domain, installed: 0, active: 0, behind: 0, registered: 0, never_registered: 0, undelivered_mails: row.count, provisioning: false });
    }
    domainRows.sort((a, b) => a.cloud_id.localeCompare(b.cloud_id) || a.domain.localeCompare(b.domain));
    const coreRows = cores.map((row) => ({ cloud_id: row.cloudId, core: row.core, devices: row.devices, down: row.down }));
    return {
      cloud_id: scope.allTenants ? null : scope.cloudId,
      figures: {
        installed,
        active: sum((row) => row.active),
        latest: installed - behind,
        behind,
        registered,
        unregistered: installed - registered,
        blocked_logins: blocked.total,
        undelivered_mails: undelivered.reduce((sum, row) => sum + row.count, 0),
      },
      charts: { days, platforms, app_versions: topVersions(versions), cores: coreRows, refusal_reasons: refusalReasons },
      attention: {
        stale: { after_minutes: repo.staleMinutes, total: sum((row) => row.stale), rows: stale.map(toDevice) },
        never_registered: { total: sum((row) => row.neverRegistered), rows: neverRegistered.map(toDevice) },
        blocked_logins: {
          total: blocked.total,
          rows: blocked.rows.map((row) => ({ id: row.id, cloud_id: row.cloudId, login_user: row.loginUser, blocked_at: iso(row.blockedAt) ?? new Date(0).toISOString() })),
        },
        undelivered_mails: undelivered.map((row) => ({ cloud_id: row.cloudId, domain: row.domain, count: row.count })),
        provisioning_off: domains.filter((row) => row.refused > 0).map((row) => ({ cloud_id: row.cloudId, domain: row.domain, count: row.refused })),
        cores_down: coreRows.filter((row) => row.down && row.devices > 0),
      },
      domains: domainRows,
      registration: {
        cache_seconds: registration.cacheSeconds,
        read_at: iso(state.readAt),
        pending: state.pending,
        failures: state.failures.map((row) => ({ cloud_id: row.cloudId, domain: row.domain, message: row.failure ?? '', failed_at: iso(row.failedAt) ?? new Date(0).toISOString() })),
      },
      generated_at: new Date().toISOString(),
    };
  }

  return {
    fleet: (scope: TenantScope): Promise<Fleet> => answers.get(scope.allTenants ? '*' : `tenant:${scope.cloudId}`, () => answer(scope)),

    async devices(scope: TenantScope, input: DeviceQuery & { page: number; page_size: number }) {
      const query: DeviceQuery = { list: input.list, domain: input.domain || undefined, search: input.search || undefined, sort: input.sort, order: input.order };
      const { rows, total } = await repo.devicePage(scope, query, { offset: (input.page - 1) * input.page_size, limit: input.page_size });
      return { rows: rows.map(toDevice), total };
    },

    /** Background reads still running finish before the database closes. */
    async settled(): Promise<void> {
      await Promise.all(background);
    },
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
