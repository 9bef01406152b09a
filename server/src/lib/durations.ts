/** Lengths of time in milliseconds, for expiries and purge cut-offs. */
export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
/** Nanoseconds in a millisecond: Loki's and System Logs' times are nanoseconds. */
export const NS_PER_MS = 1_000_000n;

/** The moment `ms` milliseconds before `now`: what is older than it has expired. */
export const before = (now: Date, ms: number): Date => new Date(now.getTime() - ms);
