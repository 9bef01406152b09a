import { MANDATORY_FIELDS } from '@mamt/contract';
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** One field of a form screen, described rather than drawn: the form page draws every kind the same way. */
export type FieldSpec<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  kind?: 'text' | 'email' | 'password' | 'select' | 'switch' | 'static' | 'file';
  /** Starred, and flagged on the very first Save when left empty. */
  required?: boolean;
  /** The message of an empty required field; the spec's "Fields with * are mandatory!" by default. */
  requiredMessage?: string;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Shown and reachable (focus, screen readers, copy) but not editable; say why in `description`. */
  readOnly?: boolean;
  autoComplete?: string;
  /** select: the choices; `numeric` stores the chosen value as a number. */
  options?: Array<{ value: string; label: string }>;
  searchable?: boolean;
  numeric?: boolean;
  /** password: a button that fills in a generated value and shows it in clear, so it can be passed on. */
  generate?: { label: string; make: () => string };
  /** The value of a new record (a stored record brings its own). */
  initial?: unknown;
  /** static: the value shown, not editable. */
  value?: string;
  /** file: what the upload field accepts (see FileUploadField). */
  accept?: { extensions: readonly string[]; maxBytes: number };
};

/**
 * A stored secret (a password, a client secret): the form never shows it, so it is asked for when
 * adding; when editing, an empty one keeps the stored value, as `keptHint` says under the field.
 */
export function secretField<T extends FieldValues>(name: Path<T>, label: string, editing: boolean, keptHint: string): FieldSpec<T> {
  return { name, label, kind: 'password', required: !editing, description: editing ? keptHint : undefined };
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The contract's schema checks a form's fields first and its whole-form rules (a password for a
 * new user, the secrets of a new connection) only once every field is valid, so a user saw those
 * flagged on a second Save only. Every starred field is therefore also checked here, together with
 * the schema, and each missing one is flagged on the first Save.
 */
export function withRequiredFields<TIn extends FieldValues, TOut>(resolver: Resolver<TIn, unknown, TOut>, fields: FieldSpec<TIn>[]): Resolver<TIn, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const field of fields) {
      if (!field.required || errors[field.name] || !isEmpty(values[field.name])) continue;
      errors[field.name] = { type: 'required', message: field.requiredMessage ?? MANDATORY_FIELDS };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<TIn> } : result;
  };
}
