import { IconUserCog } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Console users (document 2 §2): for admins; tenants see their own cloud. */
export const usersArea = area('users', '/users', IconUserCog, { call: 'userSummary' }, {
  '': () => import('./users-page').then((m) => m.UsersPage),
  '/details': () => import('./user-details-page').then((m) => m.UserDetailsPage),
}, { place: 80 });
