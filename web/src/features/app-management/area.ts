import { IconDeviceMobileCog } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** App Management (document 2 §2): every signed-in user picks a domain and sees its users. */
export const appManagementArea = defineArea({
  key: 'appManagement',
  path: '/app_management',
  icon: IconDeviceMobileCog,
  access: { call: 'getAllDomains' },
  namespace: 'appManagement',
  pages: [
    { path: '/app_management', load: () => import('./app-management-page').then((m) => m.AppManagementPage) },
    { path: '/app_management/check_email', load: () => import('./check-email-page').then((m) => m.CheckEmailPage) },
  ],
});
