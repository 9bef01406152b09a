import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { AreaDescriptor } from '../lib/area';
import { ALL_NAMESPACES, withTexts } from '../lib/i18n';
import { loadCallTable } from '../lib/rpc';
import { profileRoutes } from '../features/profile/routes';
import { templateRoutes } from '../features/template-pages/routes';
import { AREAS } from './areas';
import { RequireSession } from './require-session';

const ERROR_CODES = ['400', '401', '403', '404', '500', '503'];

const errorPage = (code: string) =>
  withTexts(['errors'], () => import('../features/errors/error-page').then((m) => ({ Component: () => <m.ErrorPage code={code} /> })));

/**
 * An area's pages sit under one guard with the area's access rule: a refused user is sent away
 * before any page of the area renders, so none of its calls is ever fired.
 */
export function areaRoute(area: AreaDescriptor): RouteObject {
  return {
    lazy: () => import('./area-guard').then(({ AreaGuard }) => ({ Component: () => <AreaGuard area={area} /> })),
    children: area.pages.map((page) => ({ path: page.path, lazy: () => page.load().then((Component) => ({ Component })) })),
  };
}

const signedInRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '/chat-app/chat', lazy: () => import('../features/template-pages/sample-chat-page').then((m) => ({ Component: m.SampleChatPage })) },
  ...profileRoutes,
  ...AREAS.map(areaRoute),
];

export const routes: RouteObject[] = [
  { path: '/login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
  { path: '/resetPassword', lazy: () => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
  // The page a QR e-mail links to: public, opened by the user the mail was for.
  { path: '/qr/:token', lazy: withTexts(['qrPage'], () => import('../features/qr-page/qr-page').then((m) => ({ Component: m.QrPage }))) },
  // The portability check a tenant sends its customers (document 3): public, no session, no token sent.
  {
    path: '/pages/check_portability',
    lazy: withTexts(['checkPortability'], () => import('../features/check-portability/check-portability-page').then((m) => ({ Component: m.CheckPortabilityPage }))),
  },
  ...templateRoutes,
  ...ERROR_CODES.map((code) => ({ path: `/pages/errors/error${code}`, lazy: errorPage(code) })),
  {
    // The signed-in screens read every namespace (header, sidebar, customizer, the areas' screens), and
    // call by name: the contract's call table loads beside their chunks, not after them.
    lazy: withTexts(ALL_NAMESPACES, () =>
      Promise.all([import('../shell/app-layout'), import('./data-providers'), loadCallTable()]).then(([{ AppLayout }, { DataProviders }]) => ({
        Component: () => (
          <RequireSession>
            <DataProviders>
              <AppLayout />
            </DataProviders>
          </RequireSession>
        ),
      })),
    ),
    children: signedInRoutes,
  },
  { path: '*', lazy: errorPage('404') },
];

/** While a lazy route loads on first visit, the first-load loader is already on screen. */
const withHydrateFallback = (route: RouteObject): RouteObject => ({ ...route, HydrateFallback: () => null });

export function createRouter() {
  return createBrowserRouter(routes.map(withHydrateFallback));
}
