import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A JSON value as the driver hands it: parsed already, or as its text (PGlite and pg differ by type). */
export function jsonValueOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The row of `table` from its JSON (`row_to_json`, as PostgreSQL writes it): each column under its
 * name in the schema, timestamps made dates again; null for no row (a join that found none).
 * Drizzle maps each column of a wide join one by one, which cost a tenth of a re-provision (the
 * white label alone has 45); PostgreSQL builds the JSON and the driver parses it natively, and only
 * the names are mapped here.
 */
export function rowOfJson<T extends PgTable>(table: T): (value: unknown) => T['$inferSelect'] | null {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, date: column.dataType === 'date' }));
  return (value) => {
    if (value === null || value === undefined) return null;
    const json = jsonValueOf(value) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const { key, name, date } of columns) {
      const field = json[name] ?? null;
      row[key] = date && typeof field === 'string' ? new Date(field) : field;
    }
    return row as T['$inferSelect'];
  };
}
