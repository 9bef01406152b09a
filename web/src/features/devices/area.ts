import { IconDeviceMobileCog } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** User Devices (document 2 §2): reached from a user's row on App Management, under its sidebar item. */
export const devicesArea = defineArea({
  key: 'appManagement',
  path: '/app_management/user_devices',
  icon: IconDeviceMobileCog,
  access: { call: 'getUserDevices' },
  namespace: 'devices',
  inSidebar: false,
  pages: [{ path: '/app_management/user_devices', load: () => import('./user-devices-page').then((m) => m.UserDevicesPage) }],
});
