import type { AnyResource } from '@mamt/contract';
import { comparableHost, requireRetypedSecrets } from '../lib/retype-secrets.js';
import type { SecretBox } from '../lib/secret-box.js';
import { hashPassword } from '../lib/secrets.js';
import type { StoredRow } from './wire-mapping.js';

const comparators = {
  host: (value: unknown) => comparableHost(String(value ?? '')),
  url: (value: unknown) => String(value ?? '').trim().replace(/\/+$/, ''),
};

/**
 * Refuses a save that moves where stored secrets are sent while leaving one of them empty. Secrets
 * sent to the same place are checked together, so that the answer names every one left empty.
 */
export function requireRetyped(resource: AnyResource, form: Record<string, unknown>, stored: StoredRow): void {
  const address = resource.secretAddress;
  if (!address) return;
  const compare = comparators[address.compare];
  const columnOf = (field: string) => {
    const wire = resource.fields[field];
    return typeof wire === 'string' ? wire : wire && 'column' in wire ? wire.column : field;
  };
  const bySentTo = new Map<string, { sentTo: readonly string[]; fields: string[] }>();
  for (const [field, { sentTo = [] }] of Object.entries(resource.secrets ?? {})) {
    if (sentTo.length === 0) continue;
    const key = sentTo.join('\u0000');
    const group = bySentTo.get(key) ?? { sentTo, fields: [] };
    group.fields.push(field);
    bySentTo.set(key, group);
  }
  for (const { sentTo, fields } of bySentTo.values()) {
    requireRetypedSecrets({
      stored: sentTo.map((name) => compare(stored.row[columnOf(name)])),
      next: sentTo.map((name) => compare(form[name])),
      typed: Object.fromEntries(fields.map((field) => [field, String(form[field] ?? '')])),
      message: address.message,
    });
  }
}

/**
 * The secret columns a save writes: a typed secret is sealed (or hashed); an empty one keeps the
 * stored value (spec README decision 7), except where the address it is sent to has changed,
 * which asks for it again; a new record stores an empty secret as empty.
 */
export async function secretColumns(resource: AnyResource, secrets: SecretBox | undefined, form: Record<string, unknown>, stored: StoredRow | undefined): Promise<Record<string, string>> {
  if (stored) requireRetyped(resource, form, stored);
  const columns: Record<string, string> = {};
  for (const [field, { column, hashed }] of Object.entries(resource.secrets ?? {})) {
    const typed = typeof form[field] === 'string' ? form[field] : '';
    if (typed === '') {
      if (!stored) columns[column] = '';
    } else if (hashed) {
      columns[column] = await hashPassword(typed);
    } else {
      if (!secrets) throw new Error(`${resource.name} seals secrets but has no secret box`);
      columns[column] = secrets.seal(typed);
    }
  }
  return columns;
}
