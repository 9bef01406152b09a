/** The vendor's two hosts as the simulator plays them: the token endpoint and the API gateway. */
export const ENDPOINTS = ['token', 'gateway'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** The routes whose requests are counted. */
export type Route = 'token' | 'dealers' | 'remove';

/**
 * Faults a test injects on an endpoint. `hang`: the request is accepted and never answered.
 * `failStatus`: answered with that status, in the endpoint's own error shape.
 */
export type Faults = { latencyMs?: number; hang?: boolean; failStatus?: number };

export type RequestCounts = { total: number; byRoute: Record<Route, number> };

const noRequests = (): RequestCounts => ({ total: 0, byRoute: { token: 0, dealers: 0, remove: 0 } });
const noFaults = (): Record<Endpoint, Faults> => ({ token: {}, gateway: {} });

/** What tests and the demo can change while the simulator runs: faults and request counts. */
export class Control {
  private faults = noFaults();
  private counts = noRequests();

  /** Adds to the faults in force on `endpoint`, or on both (latency and a failure may be combined). */
  setFaults(faults: Faults, endpoint?: Endpoint): void {
    for (const each of endpoint ? [endpoint] : ENDPOINTS) this.faults[each] = { ...this.faults[each], ...faults };
  }

  /** The endpoint (or both) answers normally again; counts stay. */
  clearFaults(endpoint?: Endpoint): void {
    for (const each of endpoint ? [endpoint] : ENDPOINTS) this.faults[each] = {};
  }

  faultsFor(endpoint: Endpoint): Faults {
    return this.faults[endpoint];
  }

  count(route: Route): void {
    this.counts.total += 1;
    this.counts.byRoute[route] += 1;
  }

  requests(): RequestCounts {
    return { total: this.counts.total, byRoute: { ...this.counts.byRoute } };
  }

  /** No faults, no requests counted (tokens and dealers are put back by the simulator itself). */
  reset(): void {
    this.faults = noFaults();
    this.counts = noRequests();
  }
}
