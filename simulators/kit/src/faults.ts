/**
 * Faults a test injects on one part of a simulated system (a provider, an endpoint, a service), to
 * see how the product copes. `latencyMs`: answered that much later; `hang`: accepted and never
 * answered; `failStatus`: answered with that status, in that part's own error shape.
 */
export type Faults = { latencyMs?: number; hang?: boolean; failStatus?: number };

/** The faults in force on each part of a system, each part set or cleared alone or all at once. */
export type FaultBoard<Part extends string> = {
  /** Adds to the faults in force on `part`, or on every part (latency and a failure may be combined). */
  set(faults: Faults, part?: Part): void;
  /** The part (or every part) answers normally again. */
  clear(part?: Part): void;
  of(part: Part): Faults;
  reset(): void;
};

export function createFaultBoard<Part extends string>(parts: readonly Part[]): FaultBoard<Part> {
  const none = () => Object.fromEntries(parts.map((part) => [part, {}])) as Record<Part, Faults>;
  let faults = none();
  const each = (part?: Part) => (part ? [part] : parts);
  return {
    set(added, part) {
      for (const one of each(part)) faults[one] = { ...faults[one], ...added };
    },
    clear(part) {
      for (const one of each(part)) faults[one] = {};
    },
    of: (part) => faults[part],
    reset() {
      faults = none();
    },
  };
}

/** The fault half of a simulator's `control`, for tests that drive it in-process rather than over HTTP. */
export const faultSetters = <Part extends string>(faults: FaultBoard<Part>) => ({
  /** Faults on one part, or on all of them. */
  setFaults: (added: Faults, part?: Part) => faults.set(added, part),
  clearFaults: (part?: Part) => faults.clear(part),
});

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
