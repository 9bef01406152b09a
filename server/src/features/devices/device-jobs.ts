import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import type { DeviceScope, DevicesRepository } from './devices.repository.js';
import { deviceNameOf, type PlatformDevices } from './platform-devices.js';

export const REPROVISION_JOB = 'reprovision-devices';
export const DOMAIN_SYNC_JOB = 'sync-domain-devices';

/**
 * Check-syncs in flight at once per job: a domain may have thousands of devices, and the tenant's
 * platform budget is shared with every screen, so a job never takes more than a few slots at a time.
 */
export const JOB_SYNC_CONCURRENCY = 4;
/** A failed job (platform down, budget spent for long) is tried again later; check-sync is harmless to repeat. */
const RETRY = { retryLimit: 3, retryDelaySeconds: 10, backoff: true };

type ReprovisionData = DeviceScope & { requestedAt: string };

/**
 * Queues the forced re-provisioning of the devices of a scope (a tenant, domain or user): for the
 * areas whose changes move devices (Core Management), as the console's Re-Provision does.
 */
export const sendReprovision = (jobs: Pick<JobQueue, 'send'>, scope: DeviceScope) =>
  jobs.send<ReprovisionData>(REPROVISION_JOB, { ...scope, requestedAt: new Date().toISOString() });
type DomainSyncData = { cloudId: string; domain: string };

type Deps = { jobs: JobQueue; repo: DevicesRepository; platform: PlatformDevices; log: Logger };

function byDomain(devices: Array<{ domain: string; deviceName: string }>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { domain, deviceName } of devices) {
    const group = groups.get(domain);
    if (group) group.push(deviceName);
    else groups.set(domain, [deviceName]);
  }
  return groups;
}

/**
 * Forced reprovisions and domain-wide device syncs run in the background (document 4 §7): the
 * console's call only stores the job and answers "in few seconds".
 */
export function defineDeviceJobs({ jobs, repo, platform, log }: Deps) {
  jobs.define<ReprovisionData>({
    name: REPROVISION_JOB,
    retry: RETRY,
    async run({ requestedAt, ...scope }) {
      const marked = await repo.markReprovision(scope, new Date(requestedAt));
      const failures: unknown[] = [];
      // Every domain is tried even when one fails, so one unreachable domain does not hold the others back.
      for (const [domain, devices] of byDomain(marked)) {
        await platform.checkSync({ cloudId: scope.cloudId, domain }, devices, JOB_SYNC_CONCURRENCY).catch((error: unknown) => failures.push(error));
      }
      log.info({ job: REPROVISION_JOB, ...scope, devices: marked.length, failedDomains: failures.length }, 'devices marked for reprovisioning');
      if (failures.length > 0) throw failures[0];
    },
    async onGaveUp(data, error) {
      log.error({ err: error, job: REPROVISION_JOB, ...data }, 'devices marked for reprovisioning, but the platform resync was given up');
    },
  });

  jobs.define<DomainSyncData>({
    name: DOMAIN_SYNC_JOB,
    retry: RETRY,
    async run(where) {
      const devices = (await platform.ofDomain(where)).map(deviceNameOf);
      await platform.checkSync(where, devices, JOB_SYNC_CONCURRENCY);
      log.info({ job: DOMAIN_SYNC_JOB, ...where, devices: devices.length }, 'domain devices synced');
    },
    async onGaveUp(data, error) {
      log.error({ err: error, job: DOMAIN_SYNC_JOB, ...data }, 'domain device sync given up');
    },
  });

  return {
    reprovision: (scope: DeviceScope) => sendReprovision(jobs, scope),
    syncDomain: (where: DomainSyncData) => jobs.send<DomainSyncData>(DOMAIN_SYNC_JOB, where),
  };
}

export type DeviceJobs = ReturnType<typeof defineDeviceJobs>;
