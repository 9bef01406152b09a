import { IconDeviceMobileCog } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** User Devices (document 2 §2): reached from a user's row on App Management, under its sidebar item. */
export const devicesArea = area('appManagement', '/app_management/user_devices', IconDeviceMobileCog, { call: 'getUserDevices' }, {
  '': () => import('./user-devices-page').then((m) => m.UserDevicesPage),
}, { namespace: 'devices', inSidebar: false });
