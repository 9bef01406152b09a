import { DeleteUserDevice, getUserDevices, syncDevices } from './device-calls.js';
import { getDeviceWorkRuns } from './device-work-calls.js';
import { DomainLevelDeviceSync, reprovisionByForce } from './reprovision-calls.js';

/** App devices, forced re-provisioning (document 2). */
export const devicesCalls = {
  getUserDevices,
  syncDevices,
  DeleteUserDevice,
  reprovisionByForce,
  DomainLevelDeviceSync,
  getDeviceWorkRuns,
};
