/** The three providers the simulator answers, each under its own path prefix. */
export const PROVIDERS = ['inteliquent', 'voip-innovations', 'peerless'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The routes whose requests are counted: Inteliquent's token and availability calls apart. */
export type Route = 'inteliquentToken' | 'inteliquentAvailability' | 'voipInnovations' | 'peerless';

/**
 * Faults a test injects on a provider. `hang`: the request is accepted and never answered.
 * `failStatus`: answered with that status, in the provider's own error shape.
 */
export type Faults = { latencyMs?: number; hang?: boolean; failStatus?: number };

export type RequestCounts = { total: number; byRoute: Record<Route, number> };

const noRequests = (): RequestCounts => ({ total: 0, byRoute: { inteliquentToken: 0, inteliquentAvailability: 0, voipInnovations: 0, peerless: 0 } });
const noFaults = (): Record<Provider, Faults> => ({ inteliquent: {}, 'voip-innovations': {}, peerless: {} });

/** What tests and the demo can change while the simulator runs: faults and request counts. */
export class Control {
  private faults = noFaults();
  private counts = noRequests();

  /** Adds to the faults in force on `provider`, or on every provider (latency and a failure may be combined). */
  setFaults(faults: Faults, provider?: Provider): void {
    for (const each of provider ? [provider] : PROVIDERS) this.faults[each] = { ...this.faults[each], ...faults };
  }

  /** The provider (or every provider) answers normally again; counts stay. */
  clearFaults(provider?: Provider): void {
    for (const each of provider ? [provider] : PROVIDERS) this.faults[each] = {};
  }

  faultsFor(provider: Provider): Faults {
    return this.faults[provider];
  }

  count(route: Route): void {
    this.counts.total += 1;
    this.counts.byRoute[route] += 1;
  }

  requests(): RequestCounts {
    return { total: this.counts.total, byRoute: { ...this.counts.byRoute } };
  }

  /** No faults, no requests counted (tokens are dropped by the simulator itself). */
  reset(): void {
    this.faults = noFaults();
    this.counts = noRequests();
  }
}
