import { AUDIT_VALUE_MAX, type AnyResource, type AuditChange } from '@mamt/contract';

type WireRecord = Record<string, unknown>;

/** The wire fields a form writes: the ones read back as stored (not a secret's flag, a saver's name or the tenant's). */
function writtenFields(resource: AnyResource): string[] {
  return Object.entries(resource.fields)
    .filter(([field, wire]) => field !== 'id' && (typeof wire === 'string' || ('as' in wire && (wire.as === 'yesNo' || wire.as === 'oneZero' || wire.as === 'date'))))
    .map(([field]) => field);
}

/** A value as the entry keeps it: long text cut, so that the log says what changed without keeping documents. */
function kept(value: unknown): unknown {
  if (typeof value === 'string' && value.length > AUDIT_VALUE_MAX) return `${value.slice(0, AUDIT_VALUE_MAX)}…`;
  return value;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The fields a save changed, from the record as answered before and after it (none before: a new
 * record, each field it was given), and each secret the form set, as changed only.
 */
export function recordChanges(resource: AnyResource, before: WireRecord | undefined, after: WireRecord, form: WireRecord): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of writtenFields(resource)) {
    const from = before?.[field];
    const to = after[field];
    if (before ? JSON.stringify(from) === JSON.stringify(to) : blank(to)) continue;
    changes.push({ field, ...(blank(from) ? {} : { from: kept(from) }), ...(blank(to) ? {} : { to: kept(to) }) });
  }
  for (const field of Object.keys(resource.secrets ?? {})) {
    if (typeof form[field] === 'string' && form[field] !== '') changes.push({ field, changed: true });
  }
  return changes;
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
