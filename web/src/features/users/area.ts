import { IconUserCog } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** Console users (document 2 §2): for admins; tenants see their own cloud. */
export const usersArea = defineArea({
  key: 'users',
  path: '/users',
  icon: IconUserCog,
  access: { call: 'userSummary' },
  namespace: 'users',
  pages: [
    { path: '/users', load: () => import('./users-page').then((m) => m.UsersPage) },
    { path: '/users/details', load: () => import('./user-details-page').then((m) => m.UserDetailsPage) },
  ],
});
