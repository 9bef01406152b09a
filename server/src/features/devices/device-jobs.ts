import { DEVICE_WORK_PIECE_SIZE } from '@mamt/contract';
import type { JobQueue, RetryPolicy } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';
import type { DeviceScope, DeviceWorkRunsRepository, Piece, RunRow } from '../../device-work/device-work-runs.repository.js';
import { DOMAIN_SYNC_JOB, REPROVISION_JOB, type DeviceWorkService, type PlanData } from '../../device-work/device-work.service.js';
import type { DevicesRepository } from './devices.repository.js';
import { deviceNameOf } from '../../app-devices/app-device-names.js';
import type { PlatformDevices } from './platform-devices.js';

export { DOMAIN_SYNC_JOB, REPROVISION_JOB };
export const DEVICE_PIECE_JOB = 'device-work-piece';

/**
 * Check-syncs in flight at once per piece: a domain may have thousands of devices, and the tenant's
 * platform budget is shared with every screen, so a piece never takes more than a few slots at a time.
 */
export const JOB_SYNC_CONCURRENCY = 4;

type PieceData = { runId: number; piece: number };
/** What a planning job queued by an earlier version carries: the scope, and no run. */
type EarlierPlanData = DeviceScope & { requestedAt?: string };

type Deps = { jobs: JobQueue; runs: DeviceWorkRunsRepository; work: DeviceWorkService; repo: DevicesRepository; platform: PlatformDevices; log: Logger; retry: RetryPolicy };

/** A run's devices in pieces of one domain and at most DEVICE_WORK_PIECE_SIZE devices each. */
export function piecesOf(devices: Array<{ domain: string; deviceName: string }>): Piece[] {
  const byDomain = new Map<string, string[]>();
  for (const { domain, deviceName } of devices) {
    const names = byDomain.get(domain);
    if (names) names.push(deviceName);
    else byDomain.set(domain, [deviceName]);
  }
  const pieces: Piece[] = [];
  // In the order of domain and device names, so that the pieces of the same devices are always the same.
  for (const [domain, names] of [...byDomain].sort(([a], [b]) => a.localeCompare(b))) {
    names.sort();
    for (let start = 0; start < names.length; start += DEVICE_WORK_PIECE_SIZE) pieces.push({ domain, devices: names.slice(start, start + DEVICE_WORK_PIECE_SIZE) });
  }
  return pieces;
}

const scopeOf = (run: RunRow): DeviceScope => ({ cloudId: run.cloudId, ...(run.domain ? { domain: run.domain } : {}), ...(run.extension ? { extension: run.extension } : {}) });

/**
 * Forced reprovisions and domain-wide device syncs run in the background (document 4 §7), in three
 * steps: the request writes the run (device-work.service.ts); its planning job lists the devices
 * (marking them, for a reprovision) and queues one job per piece; each piece's job check-syncs its
 * devices and is retried on its own, then counts them done, or failed once given up on.
 */
export function defineDeviceJobs({ jobs, runs, work, repo, platform, log, retry }: Deps) {
  const listings = {
    // Marked with the time the admin asked: a retried listing leaves a device that provisioned meanwhile up to date.
    reprovision: (run: RunRow) => repo.markReprovision(scopeOf(run), run.createdAt),
    'device-sync': async (run: RunRow) => (await platform.ofDomain({ cloudId: run.cloudId, domain: run.domain ?? '' })).map((row) => ({ domain: run.domain ?? '', deviceName: deviceNameOf(row) })),
  };
  const messages = {
    reprovision: { listed: 'devices marked for reprovisioning', synced: 'devices resynced for reprovisioning', gaveUp: 'devices marked for reprovisioning, but the platform resync was given up', notListed: 'devices not marked for reprovisioning' },
    'device-sync': { listed: 'domain devices listed for sync', synced: 'domain devices synced', gaveUp: 'domain device sync given up', notListed: 'domain device sync given up' },
  };
  const kindOf = (run: { kind: string }) => (run.kind === 'device-sync' ? 'device-sync' : 'reprovision');

  async function plan(job: string, data: PlanData | EarlierPlanData): Promise<void> {
    if (!('runId' in data)) {
      // Queued before runs existed: it becomes a run of its own, planned by a job of this version.
      const { requestedAt: _requestedAt, ...scope } = data;
      const requestedBy = { userId: null, name: 'earlier version' };
      await (job === DOMAIN_SYNC_JOB && scope.domain ? work.syncDomain({ cloudId: scope.cloudId, domain: scope.domain }, requestedBy) : work.reprovision(scope, requestedBy));
      return;
    }
    const run = await runs.find(data.runId);
    if (!run) return; // purged
    const kind = kindOf(run);
    if (run.state === 'listing') {
      const pieces = piecesOf(await listings[kind](run));
      const devices = pieces.reduce((sum, piece) => sum + piece.devices.length, 0);
      if (await runs.listed(run.id, pieces)) log.info({ job, runId: run.id, ...scopeOf(run), devices, pieces: pieces.length }, messages[kind].listed);
    }
    // A retried planning job queues again the pieces not counted yet: a piece worked twice is counted once.
    const pending = await runs.uncountedPieces(run.id);
    await jobs.sendMany<PieceData>(DEVICE_PIECE_JOB, pending.map((piece) => ({ runId: run.id, piece })));
  }

  for (const job of [REPROVISION_JOB, DOMAIN_SYNC_JOB]) {
    jobs.define<PlanData | EarlierPlanData>({
      name: job,
      retry,
      run: (data) => plan(job, data),
      async onGaveUp(data, error) {
        if (!('runId' in data)) return;
        await runs.listingFailed(data.runId);
        log.error({ err: error, job, runId: data.runId }, messages[job === DOMAIN_SYNC_JOB ? 'device-sync' : 'reprovision'].notListed);
      },
    });
  }

  jobs.define<PieceData>({
    name: DEVICE_PIECE_JOB,
    retry,
    // One piece at a time per process: with JOB_SYNC_CONCURRENCY check-syncs each, as the whole job did before.
    concurrency: 1,
    async run({ runId, piece }) {
      const found = await runs.findPiece(runId, piece);
      // Gone with its purged run, or counted by an earlier run of this job.
      if (!found || found.outcome !== null) return;
      await platform.checkSync({ cloudId: found.cloudId, domain: found.domain }, found.devices, JOB_SYNC_CONCURRENCY);
      if (await runs.count(runId, piece, 'done')) {
        log.info({ job: DEVICE_PIECE_JOB, runId, piece, cloudId: found.cloudId, domain: found.domain, devices: found.devices.length }, messages[kindOf(found)].synced);
      }
    },
    async onGaveUp({ runId, piece }, error) {
      const found = await runs.findPiece(runId, piece);
      if (!found || !(await runs.count(runId, piece, 'failed'))) return;
      log.error({ err: error, job: DEVICE_PIECE_JOB, runId, piece, cloudId: found.cloudId, domain: found.domain, devices: found.devices.length }, messages[kindOf(found)].gaveUp);
    },
  });
}
