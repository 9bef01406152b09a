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

/**
 * The database could not be reached or went away mid-query: a refused or cut connection, a pool that
 * found none in time, a server shutting down or not yet accepting (SQLSTATE 57P01-57P03, class 08).
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|Connection closed/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const code = String(link.code ?? '');
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (link instanceof Error && UNREACHABLE_MESSAGES.test(link.message)) return true;
  }
  return false;
}
