import type { AnyResource, AuditChange } from '@mamt/contract';
import { changedOnly, valueChanges } from '../lib/audit-changes.js';

type WireRecord = Record<string, unknown>;

/** The wire fields a form writes: the ones read back as stored (not a secret's flag, a saver's name or the tenant's). */
function writtenFields(resource: AnyResource): string[] {
  return Object.entries(resource.fields)
    .filter(([field, wire]) => field !== 'id' && (typeof wire === 'string' || ('as' in wire && (wire.as === 'yesNo' || wire.as === 'oneZero' || wire.as === 'date'))))
    .map(([field]) => field);
}

/**
 * The fields a save changed, from the record as answered before and after it (none before: a new
 * record, each field it was given), and each secret the form set, as changed only.
 */
export function recordChanges(resource: AnyResource, before: WireRecord | undefined, after: WireRecord, form: WireRecord): AuditChange[] {
  const secrets = Object.keys(resource.secrets ?? {}).filter((field) => typeof form[field] === 'string' && form[field] !== '');
  return [...valueChanges(writtenFields(resource), before, after), ...secrets.map(changedOnly)];
}

/** The name a record goes by in its audit entries: the resource's own rule, or the first of its usual naming fields. */
export function recordName(resource: AnyResource, record: WireRecord): string {
  const named = resource.auditName?.(record);
  if (named) return named;
  for (const field of ['username', 'name', 'title', 'cloud_id', 'domain']) {
    if (typeof record[field] === 'string' && record[field] !== '') return record[field] as string;
  }
  return `#${String(record.id)}`;
}
