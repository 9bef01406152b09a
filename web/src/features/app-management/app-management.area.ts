import { IconDeviceMobileCog } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** App Management (document 2 §2): every signed-in user picks a domain and sees its users. */
export const appManagementArea = area('appManagement', '/app_management', IconDeviceMobileCog, { call: 'getAllDomains' }, {
  '': () => import('./app-management-page').then((m) => m.AppManagementPage),
  '/check_email': () => import('./check-email-page').then((m) => m.CheckEmailPage),
}, { place: 20 });
