/** Faults a test can inject; `object` limits them to one object (or 'oauth2' for token grants). */
export type Faults = {
  latencyMs?: number;
  status500?: boolean;
  hang?: boolean;
  expireNextToken?: boolean;
  block403?: boolean;
  object?: string;
};

export type Counters = { total: number; byKey: Record<string, number> };

export class Control {
  faults: Faults = {};
  private counts: Counters = { total: 0, byKey: {} };

  setFaults(faults: Faults): void {
    this.faults = { ...faults };
  }

  clearFaults(): void {
    this.faults = {};
  }

  count(key: string): void {
    this.counts.total += 1;
    this.counts.byKey[key] = (this.counts.byKey[key] ?? 0) + 1;
  }

  counters(): Counters {
    return { total: this.counts.total, byKey: { ...this.counts.byKey } };
  }

  resetCounters(): void {
    this.counts = { total: 0, byKey: {} };
  }

  /** The faults that apply to a request on `object`. */
  faultsFor(object: string): Faults {
    return this.faults.object && this.faults.object !== object ? {} : this.faults;
  }
}
