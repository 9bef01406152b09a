import { userTypes } from '@mamt/contract';
import type { RouteObject } from 'react-router';

/** Console users are for admins (document 1 §6); the server refuses the calls to anyone else. */
export const USERS_ACCESS = userTypes('admin');

export const usersRoutes: RouteObject[] = [
  { path: '/users', lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })) },
  { path: '/users/details', lazy: () => import('./user-details-page').then((m) => ({ Component: m.UserDetailsPage })) },
];
