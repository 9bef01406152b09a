import { superTenant } from '@mamt/contract';
import type { RouteObject } from 'react-router';

/** Subscribers are the super tenant's (document 3 §2); the server refuses the calls to anyone else. */
export const SUBSCRIBERS_ACCESS = superTenant('admin');

export const subscribersRoutes: RouteObject[] = [
  { path: '/subscribers', lazy: () => import('./subscribers-page').then((m) => ({ Component: m.SubscribersPage })) },
  { path: '/subscribers/details', lazy: () => import('./subscriber-details-page').then((m) => ({ Component: m.SubscriberDetailsPage })) },
];
