import { signedIn } from '@mamt/contract';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { area } from '../../lib/area';

const load = () => import('./dashboard-page').then((m) => m.DashboardPage);

/** The landing screen of every signed-in user (document 1 §4). */
export const dashboardArea = area('dashboard', '/dashboard', IconLayoutDashboard, signedIn, {
  '': load,
  '/default': load,
}, { place: 10 });
