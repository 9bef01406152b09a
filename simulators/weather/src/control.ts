import { normalName } from './cities.js';
import type { Pin } from './weather-model.js';

/** The three services the simulator answers, each on the path the real one uses. */
export const SERVICES = ['openweathermap', 'geocoding', 'forecast'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * Faults a test injects on a service. `hang`: the request is accepted and never answered.
 * `failStatus`: answered with that status, in the service's own error shape.
 */
export type Faults = { latencyMs?: number; hang?: boolean; failStatus?: number };

export type RequestCounts = { total: number; byService: Record<Service, number> };

const noRequests = (): RequestCounts => ({ total: 0, byService: { openweathermap: 0, geocoding: 0, forecast: 0 } });
const noFaults = (): Record<Service, Faults> => ({ openweathermap: {}, geocoding: {}, forecast: {} });

/** What tests and the demo can change while the simulator runs: faults, pinned weather, request counts. */
export class Control {
  private faults = noFaults();
  private counts = noRequests();
  private readonly pins = new Map<string, Pin>();

  /** Adds to the faults in force on `service`, or on every service (latency and a failure may be combined). */
  setFaults(faults: Faults, service?: Service): void {
    for (const each of service ? [service] : SERVICES) this.faults[each] = { ...this.faults[each], ...faults };
  }

  /** The service (or every service) answers normally again; counts and pins stay. */
  clearFaults(service?: Service): void {
    for (const each of service ? [service] : SERVICES) this.faults[each] = {};
  }

  faultsFor(service: Service): Faults {
    return this.faults[service];
  }

  count(service: Service): void {
    this.counts.total += 1;
    this.counts.byService[service] += 1;
  }

  requests(): RequestCounts {
    return { total: this.counts.total, byService: { ...this.counts.byService } };
  }

  pin(city: string, pin: Pin): void {
    this.pins.set(normalName(city), pin);
  }

  pinOf(city: string): Pin | undefined {
    return this.pins.get(normalName(city));
  }

  /** Back to a fresh start: no faults, no pins, no requests counted. */
  reset(): void {
    this.faults = noFaults();
    this.counts = noRequests();
    this.pins.clear();
  }
}
