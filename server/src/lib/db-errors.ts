const UNIQUE_VIOLATION = '23505';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The errors behind a failed query, outermost first: drizzle wraps the driver's error (pg or PGlite)
 * in a DrizzleQueryError whose `cause` is the error that carries the SQLSTATE code.
 */
function* causeChain(error: unknown): Generator<DriverError> {
  const seen = new Set<unknown>();
  for (let current = error; current !== null && typeof current === 'object' && !seen.has(current); current = (current as DriverError).cause) {
    seen.add(current);
    yield current as DriverError;
  }
}

/** Whether a query failed on a unique key, and when `constraint` is given, on that key. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const link of causeChain(error)) {
    if (link.code === UNIQUE_VIOLATION) return constraint === undefined || link.constraint === constraint;
  }
  return false;
}
