import { AUDIT_VALUE_MAX, type AuditChange } from '@mamt/contract';

/**
 * The changes an audited write tells System Logs (ctx.audit.changes): a field's old and new value,
 * or only that it changed. The declared resources use them through resources/record-changes.ts.
 */

type Values = Readonly<Record<string, unknown>>;

const blank = (value: unknown) => value === undefined || value === null || value === '';
/** Two values the entry would tell apart: no value and an empty text are the same. */
const differ = (a: unknown, b: unknown) => !(blank(a) && blank(b)) && JSON.stringify(a) !== JSON.stringify(b);

/** A value as the entry keeps it: long text cut, so that the log says what changed without keeping documents. */
export function keptValue(value: unknown): unknown {
  if (typeof value === 'string' && value.length > AUDIT_VALUE_MAX) return `${value.slice(0, AUDIT_VALUE_MAX)}…`;
  return value;
}

/** One field's change, old to new; a blank side is left out (the field had, or has, no value). */
export function valueChange(field: string, from: unknown, to: unknown): AuditChange {
  return { field, ...(blank(from) ? {} : { from: keptValue(from) }), ...(blank(to) ? {} : { to: keptValue(to) }) };
}

/**
 * The fields among `fields` whose value differs before and after a write. Without `before` (the
 * write created the thing), each field that has a value now.
 */
export function valueChanges(fields: readonly string[], before: Values | undefined, after: Values): AuditChange[] {
  return fields
    .filter((field) => (before ? differ(before[field], after[field]) : !blank(after[field])))
    .map((field) => valueChange(field, before?.[field], after[field]));
}

/** A change told without its values: a secret's, or a value the entry does not keep (an image's stored path, a mail body). */
export const changedOnly = (field: string): AuditChange => ({ field, changed: true });

/** A list of names as one value (`a.demo, b.demo`), sorted so that the same set always reads the same. */
export const listValue = (names: Iterable<string>): string => [...names].sort().join(', ');
