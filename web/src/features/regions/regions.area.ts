import { IconCpu, IconMapPin, IconMessage } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Region (document 2 §2): the tenant's domains and their regions, resynced from the platform. */
export const regionArea = area('region', '/region', IconMapPin, { call: 'getRegionMap' }, {
  '': () => import('./region-page').then((m) => m.RegionPage),
}, { place: 40 });

/** Core Management (document 2 §2): the platform's cores by region, each marked up or down. */
export const coreManagementArea = area('coreManagement', '/core_management', IconCpu, { call: 'getCoresInfo' }, {
  '': () => import('./core-management-page').then((m) => m.CoreManagementPage),
}, { place: 60 });

/** SMS/MMS Domain's Permission (document 2 §2, route not shown there): which domains' app users may send messages. */
export const smsPermissionArea = area('smsPermission', '/sms_permission', IconMessage, { call: 'getDomainsChecked' }, {
  '': () => import('./sms-permission-page').then((m) => m.SmsPermissionPage),
}, { place: 50 });
