import type { ServerArea } from '../../wiring/server-area.js';
import { defineDeviceJobs } from './device-jobs.js';
import { createDevicesHandlers } from './devices.handlers.js';
import { createDevicesRepository } from './devices.repository.js';
import { createDevicesService } from './devices.service.js';
import { platformDevices } from './platform-devices.js';

/** User devices and their re-provisioning jobs. */
export const devicesArea: ServerArea = ({ db, jobs, gateway, log }) => {
  const repo = createDevicesRepository(db);
  const platform = platformDevices(gateway);
  const deviceJobs = defineDeviceJobs({ jobs, repo, platform, log });
  return { handlers: createDevicesHandlers(createDevicesService(repo, platform), deviceJobs, gateway) };
};
