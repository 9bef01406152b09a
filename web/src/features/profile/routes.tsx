import type { RouteObject } from 'react-router';

const editProfile = () => import('./edit-profile-page').then((m) => ({ Component: m.EditProfilePage }));

export const profileRoutes: RouteObject[] = [
  { path: '/userEdit', lazy: editProfile },
  { path: '/users/userEdit', lazy: editProfile },
];
