import type { ServerArea } from '../../wiring/server-area.js';
import { createDeviceWorkRunsRepository } from '../../device-work/device-work-runs.repository.js';
import { createDeviceWorkService } from '../../device-work/device-work.service.js';
import { createCoreMarks } from './core-marks.js';
import { createRegionSync } from './region-sync.js';
import { createRegionsHandlers } from './regions.handlers.js';
import { createRegionsRepository } from './regions.repository.js';

export const SYNC_REGIONS_JOB = 'sync-regions';

/**
 * Regions, cores and the SMS/MMS permission. Every tenant with a platform connection has its region
 * map resynced every 30 minutes, by one of the server processes once per period; a tenant whose
 * platform fails keeps its last good map and the failure is kept for its Region screen.
 */
export const regionsArea: ServerArea = ({ db, config, jobs, gateway, log, connectionsRepo }) => {
  const repo = createRegionsRepository(db);
  const sync = createRegionSync({ repo, gateway, log });
  const everySeconds = config.REGION_SYNC_SECONDS;
  if (everySeconds > 0) {
    jobs.every({
      name: SYNC_REGIONS_JOB,
      everySeconds,
      async run() {
        const tenants = await connectionsRepo.connectedCloudIds();
        let failed = 0;
        // One tenant after another: each sync is two platform reads from that tenant's own budget.
        for (const cloudId of tenants) await sync.all(cloudId).catch(() => (failed += 1));
        log.info({ job: SYNC_REGIONS_JOB, tenants: tenants.length, failed }, 'periodic region sync done');
      },
    });
  }
  const handlers = createRegionsHandlers({ repo, sync, marks: createCoreMarks({ repo, devices: createDeviceWorkService(createDeviceWorkRunsRepository(db), jobs), log }), gateway, everyMinutes: Math.round(everySeconds / 60) });
  return { handlers };
};
