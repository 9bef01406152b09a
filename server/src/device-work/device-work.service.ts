import type { TDeviceWorkRun } from '@mamt/contract';
import type { JobQueue } from '../jobs/job-queue.js';
import type { DeviceScope, DeviceWorkKind, DeviceWorkRunsRepository, NewRun, RunRow } from './device-work-runs.repository.js';

/** The planning jobs: each lists its run's devices and queues the run's pieces. */
export const REPROVISION_JOB = 'reprovision-devices';
export const DOMAIN_SYNC_JOB = 'sync-domain-devices';
export const PLANNING_JOBS: Record<DeviceWorkKind, string> = { reprovision: REPROVISION_JOB, 'device-sync': DOMAIN_SYNC_JOB };

export type PlanData = { runId: number };
/** Who asked: a console user, or for a change made elsewhere (a core marked down) whoever made it. */
export type RequestedBy = NewRun['requestedBy'];

function toView(row: RunRow): TDeviceWorkRun {
  return {
    id: row.id,
    kind: row.kind as TDeviceWorkRun['kind'],
    state: row.state as TDeviceWorkRun['state'],
    domain: row.domain,
    extension: row.extension,
    total: row.total,
    done: row.done,
    failed: row.failed,
    requested_by: row.requestedByName,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/**
 * Forced reprovisions and domain device syncs (document 4 §7): the request writes its run and
 * queues the run's planning job, so that the console's call answers at once and the run shows
 * "listing" straight away.
 */
export function createDeviceWorkService(runs: DeviceWorkRunsRepository, jobs: Pick<JobQueue, 'send'>) {
  async function start(run: NewRun): Promise<number> {
    const runId = await runs.create(run);
    try {
      await jobs.send<PlanData>(PLANNING_JOBS[run.kind], { runId });
    } catch (error) {
      // Nothing will list it: the run must not stay "listing" for ever.
      await runs.listingFailed(runId).catch(() => undefined);
      throw error;
    }
    return runId;
  }

  return {
    /** Marks the live devices of a tenant, domain or user to be refreshed now, and has the platform resync them. */
    reprovision: (scope: DeviceScope, requestedBy: RequestedBy) => start({ kind: 'reprovision', ...scope, requestedBy }),
    /** Has the platform resync every app device of the domain. */
    syncDomain: (where: { cloudId: string; domain: string }, requestedBy: RequestedBy) => start({ kind: 'device-sync', ...where, requestedBy }),
    /** What the console's Device work panel shows for a domain. */
    recent: async (cloudId: string, domain: string) => (await runs.recent(cloudId, domain)).map(toView),
  };
}

export type DeviceWorkService = ReturnType<typeof createDeviceWorkService>;
