import { signedIn } from '@mamt/contract';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

const load = () => import('./dashboard-page').then((m) => m.DashboardPage);

/** The landing screen of every signed-in user (document 1 §4). */
export const dashboardArea = defineArea({
  key: 'dashboard',
  path: '/dashboard',
  icon: IconLayoutDashboard,
  access: signedIn,
  namespace: 'dashboard',
  pages: [
    { path: '/dashboard', load },
    { path: '/dashboard/default', load },
  ],
});
