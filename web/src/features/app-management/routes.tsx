import type { RouteObject } from 'react-router';

export const appManagementRoutes: RouteObject[] = [
  { path: '/app_management', lazy: () => import('./app-management-page').then((m) => ({ Component: m.AppManagementPage })) },
];
