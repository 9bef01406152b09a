import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notifyError } from './notify';
import { RpcError } from './rpc';
import { translateRef } from './spec-messages';

/**
 * A failed save: each field error lands under its field, and the message goes to a toast
 * (STYLE.md habit 3), both translated by their message ids. Answers whether any field error was placed.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  const failure = error instanceof RpcError ? error : new RpcError(0, {});
  let placed = false;
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: translateRef(failure.fieldErrorIds[field], message) });
    placed = true;
  }
  notifyError(failure);
  return placed;
}
