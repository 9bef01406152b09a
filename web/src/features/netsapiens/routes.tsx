import { superTenant } from '@mamt/contract';
import type { RouteObject } from 'react-router';

export const NETSAPIENS_ACCESS = superTenant('admin');

export const netsapiensRoutes: RouteObject[] = [
  { path: '/netsapiens', lazy: () => import('./netsapiens-page').then((m) => ({ Component: m.NetsapiensPage })) },
  { path: '/netsapiens/details', lazy: () => import('./netsapien-details-page').then((m) => ({ Component: m.NetsapienDetailsPage })) },
];
