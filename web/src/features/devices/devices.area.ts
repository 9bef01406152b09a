import { IconDeviceMobileCog } from '@tabler/icons-react';
import { area } from '../../lib/area';

/**
 * User Devices (document 2 §2): reached from a user's row on App Management. It has no sidebar item
 * of its own: its path, below /app_management, puts it under App Management's.
 */
export const devicesArea = area('devices', '/app_management/user_devices', IconDeviceMobileCog, { call: 'getUserDevices' }, {
  '': () => import('./user-devices-page').then((m) => m.UserDevicesPage),
}, { place: 190, inSidebar: false });
