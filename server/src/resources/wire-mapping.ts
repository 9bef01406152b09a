import type { WireField, WireFields } from '@mamt/contract';

/** A stored row as the table store reads it, with its tenant's fields where the resource has a tenant. */
export type StoredRow = { row: Record<string, unknown>; tenant?: { id: number; cloudId: string; company: string } };

const isColumnField = (field: WireField): field is string | { column: string; as: 'yesNo' | 'oneZero' | 'date' } =>
  typeof field === 'string' || ('column' in field && (field.as === 'yesNo' || field.as === 'oneZero' || field.as === 'date'));

function wireValue(field: WireField, stored: StoredRow): unknown {
  if (typeof field === 'string') return stored.row[field];
  if ('tenant' in field) return stored.tenant?.[field.tenant];
  const value = stored.row[field.column];
  switch (field.as) {
    case 'yesNo':
      return value ? '1' : '0';
    case 'oneZero':
      return value ? 1 : 0;
    case 'date':
      return value instanceof Date ? value.toISOString() : value;
    case 'hasSecret':
      return typeof value === 'string' && value !== '';
    case 'readOnly':
      return value;
  }
}

/** The record's wire form, by the resource's declared field map: nothing outside it is answered. */
export function toWire(fields: WireFields, stored: StoredRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, wireValue(field, stored)]));
}

/**
 * The columns a saved form writes: each mapped field the form carries, except the id (the store's)
 * and what is only read (secrets' presence, the tenant's own fields). Secrets are sealed apart.
 */
export function formColumns(fields: WireFields, form: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (name === 'id' || !isColumnField(field) || form[name] === undefined) continue;
    const value = form[name];
    if (typeof field === 'string') columns[field] = value;
    else columns[field.column] = field.as === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return columns;
}
