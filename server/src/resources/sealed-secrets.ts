import type { AnyResource } from '@mamt/contract';
import { MESSAGES } from '@mamt/contract';
import { comparableHost, requireRetypedSecrets } from '../lib/retype-secrets.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { StoredRow } from './wire-mapping.js';

const comparators = {
  host: (value: unknown) => comparableHost(String(value ?? '')),
  url: (value: unknown) => String(value ?? '').trim().replace(/\/+$/, ''),
};

/**
 * The sealed-secret columns a save writes: a typed secret is sealed; an empty one keeps the stored
 * value (spec README decision 7), except where the address it is sent to has changed, which asks
 * for it again; a new record stores an empty secret as empty.
 */
export function sealedColumns(resource: AnyResource, secrets: SecretBox, form: Record<string, unknown>, stored: StoredRow | undefined): Record<string, string> {
  const declared = Object.entries(resource.secrets ?? {});
  if (stored && resource.secretAddress) {
    const compare = comparators[resource.secretAddress.compare];
    const columnOf = (field: string) => {
      const wire = resource.fields[field];
      return typeof wire === 'string' ? wire : wire && 'column' in wire ? wire.column : field;
    };
    for (const [field, secret] of declared) {
      const sentTo = secret.sentTo ?? [];
      if (sentTo.length === 0) continue;
      requireRetypedSecrets({
        stored: sentTo.map((name) => compare(stored.row[columnOf(name)])),
        next: sentTo.map((name) => compare(form[name])),
        typed: { [field]: String(form[field] ?? '') },
        message: MESSAGES[resource.secretAddress.message],
      });
    }
  }
  const columns: Record<string, string> = {};
  for (const [field, { column }] of declared) {
    const typed = typeof form[field] === 'string' ? form[field] : '';
    if (typed !== '') columns[column] = secrets.seal(typed);
    else if (!stored) columns[column] = '';
  }
  return columns;
}
