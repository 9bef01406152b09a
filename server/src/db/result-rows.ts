/** The rows of a raw `db.execute` answer: both drivers (PGlite, node-postgres) answer `{ rows }`, which drizzle's type leaves open. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
