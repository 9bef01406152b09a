/** The vendor's two hosts as the simulator plays them, the parts a fault is set on: the token endpoint and the API gateway. */
export const ENDPOINTS = ['token', 'gateway'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** The routes whose requests are counted. */
export const ROUTES = ['token', 'dealers', 'remove'] as const;
export type Route = (typeof ROUTES)[number];

export type RequestCounts = { total: number; byRoute: Record<Route, number> };

export type { Faults } from '@mamt/simulator-kit';
