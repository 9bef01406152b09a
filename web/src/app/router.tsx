import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { profileRoutes } from '../features/profile/routes';
import { templateRoutes } from '../features/template-pages/routes';
import { usersRoutes } from '../features/users/routes';
import { subscribersRoutes } from '../features/subscribers/routes';
import { netsapiensRoutes } from '../features/netsapiens/routes';
import { appManagementRoutes } from '../features/app-management/routes';
import { UPCOMING_AREAS } from '../shell/nav-items';
import { RequireAccess, RequireSession } from './require-session';

const ERROR_CODES = ['400', '401', '403', '404', '500', '503'];

const dashboard = () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }));

/** Areas of later releases: the same access rule as their sidebar item, then an honest notice. */
const upcomingRoutes: RouteObject[] = UPCOMING_AREAS.flatMap((area) =>
  [area.path, `${area.path}/*`].map((path) => ({
    path,
    lazy: () =>
      import('../shell/upcoming-area-page').then(({ UpcomingAreaPage }) => ({
        Component: () => (
          <RequireAccess access={area.access}>
            <UpcomingAreaPage areaKey={area.key} />
          </RequireAccess>
        ),
      })),
  })),
);

const signedInRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '/dashboard', lazy: dashboard },
  { path: '/dashboard/default', lazy: dashboard },
  { path: '/chat-app/chat', lazy: () => import('../features/template-pages/sample-chat-page').then((m) => ({ Component: m.SampleChatPage })) },
  ...usersRoutes,
  ...profileRoutes,
  ...subscribersRoutes,
  ...netsapiensRoutes,
  ...appManagementRoutes,
  ...upcomingRoutes,
];

export const routes: RouteObject[] = [
  { path: '/login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
  { path: '/resetPassword', lazy: () => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
  ...templateRoutes,
  ...ERROR_CODES.map((code) => ({
    path: `/pages/errors/error${code}`,
    lazy: () => import('../features/errors/error-page').then((m) => ({ Component: () => <m.ErrorPage code={code} /> })),
  })),
  {
    lazy: () =>
      Promise.all([import('../shell/app-layout'), import('./data-providers')]).then(([{ AppLayout }, { DataProviders }]) => ({
        Component: () => (
          <RequireSession>
            <DataProviders>
              <AppLayout />
            </DataProviders>
          </RequireSession>
        ),
      })),
    children: signedInRoutes,
  },
  { path: '*', lazy: () => import('../features/errors/error-page').then((m) => ({ Component: () => <m.ErrorPage code="404" /> })) },
];

/** While a lazy route loads on first visit, the first-load loader is already on screen. */
const withHydrateFallback = (route: RouteObject): RouteObject => ({ ...route, HydrateFallback: () => null });

export function createRouter() {
  return createBrowserRouter(routes.map(withHydrateFallback));
}
