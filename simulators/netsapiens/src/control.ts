import { createRequestTally } from '@mamt/simulator-kit';

/**
 * Faults a test can inject; `object` limits them to one object (or 'oauth2' for token grants) and
 * `action` to one action of it (read, create, ...).
 */
export type Faults = {
  latencyMs?: number;
  status500?: boolean;
  hang?: boolean;
  expireNextToken?: boolean;
  block403?: boolean;
  object?: string;
  action?: string;
  /** Matching requests let through before the faults start (a failure in the middle of a sequence). */
  after?: number;
};

export type Counters = { total: number; byKey: Record<string, number> };

/** The platform's faults (one set at a time, scoped to an object and action) and its request counters, by object.action. */
export class Control {
  faults: Faults = {};
  private readonly requests = createRequestTally();

  private matched = 0;

  setFaults(faults: Faults): void {
    this.faults = { ...faults };
    this.matched = 0;
  }

  clearFaults(): void {
    this.faults = {};
    this.matched = 0;
  }

  count(key: string): void {
    this.requests.count(key);
  }

  counters(): Counters {
    return { total: this.requests.total(), byKey: this.requests.byKey() };
  }

  resetCounters(): void {
    this.requests.reset();
  }

  /** The faults that apply to a request on `object` (and `action`). */
  faultsFor(object: string, action = ''): Faults {
    if (this.faults.object && this.faults.object !== object) return {};
    if (this.faults.action && this.faults.action !== action) return {};
    this.matched += 1;
    return this.matched <= (this.faults.after ?? 0) ? {} : this.faults;
  }
}
