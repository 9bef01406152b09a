import { DAY_MS, before } from '../../lib/durations.js';
import type { ServerArea } from '../../wiring/server-area.js';
import { defineDeviceJobs } from './device-jobs.js';
import { createDeviceWorkRunsRepository } from '../../device-work/device-work-runs.repository.js';
import { createDeviceWorkService } from '../../device-work/device-work.service.js';
import { createDevicesHandlers } from './devices.handlers.js';
import { createDevicesRepository } from './devices.repository.js';
import { createDevicesService } from './devices.service.js';
import { platformDevices } from './platform-devices.js';

/** The record of a Reprovisioning or Device Sync is kept this long: the console shows only the latest few. */
const DEVICE_WORK_KEEP_DAYS = 30;

/** User devices, and the runs that reprovision or resync many of them in the background. */
export const devicesArea: ServerArea = ({ db, jobs, gateway, log, config }) => {
  const repo = createDevicesRepository(db);
  const runs = createDeviceWorkRunsRepository(db);
  const platform = platformDevices(gateway);
  // A piece whose platform failed is tried again later on its own; check-sync is harmless to repeat.
  const retry = { retryLimit: config.DEVICE_JOB_RETRY_LIMIT, retryDelaySeconds: config.DEVICE_JOB_RETRY_DELAY_SECONDS, backoff: true };
  const work = createDeviceWorkService(runs, jobs);
  defineDeviceJobs({ jobs, runs, work, repo, platform, log, retry });
  return {
    handlers: createDevicesHandlers(createDevicesService(repo, platform), work, gateway),
    purges: { deviceWorkRuns: (now) => runs.purge(before(now, DEVICE_WORK_KEEP_DAYS * DAY_MS)) },
  };
};
