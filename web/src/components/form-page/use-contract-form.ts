import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { withRequiredFields, type FieldSpec } from './field-spec';

type StoredRecord = { id?: number } & Record<string, unknown>;

/**
 * The form's first values: the stored record's, or each field's `initial` when adding. Secrets
 * always start empty (they never reach the browser; empty keeps the stored one), and a fixed
 * field holds its shown value.
 */
export function defaultsFor<T extends FieldValues>(fields: FieldSpec<T>[], record: StoredRecord | null): DefaultValues<T> {
  const values: Record<string, unknown> = { id: record?.id };
  for (const field of fields) {
    const kind = field.kind ?? 'text';
    if (kind === 'password') values[field.name] = '';
    else if (kind === 'static') values[field.name] = field.value;
    else if (kind === 'file') values[field.name] = null;
    else values[field.name] = record?.[field.name] ?? field.initial ?? (kind === 'switch' ? false : kind === 'select' && field.numeric ? undefined : '');
  }
  return values as DefaultValues<T>;
}

/** A form validated with the contract's schema (STYLE.md habit 2), plus the starred fields on the first Save. */
export function useContractForm<TIn extends FieldValues, TOut>(schema: z.ZodType<TOut, TIn>, fields: FieldSpec<TIn>[], record: StoredRecord | null) {
  return useForm<TIn, unknown, TOut>({
    resolver: withRequiredFields(zodResolver(schema), fields),
    defaultValues: defaultsFor(fields, record),
  });
}
