/** The three providers the simulator answers, each under its own path prefix: the parts a fault is set on. */
export const PROVIDERS = ['inteliquent', 'voip-innovations', 'peerless'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The routes whose requests are counted: Inteliquent's token and availability calls apart. */
export const ROUTES = ['inteliquentToken', 'inteliquentAvailability', 'voipInnovations', 'peerless'] as const;
export type Route = (typeof ROUTES)[number];

export type RequestCounts = { total: number; byRoute: Record<Route, number> };

export type { Faults } from '@mamt/simulator-kit';
