import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notifyError } from './notify';
import { RpcError } from './rpc';
import { translateRef } from './spec-messages';

/**
 * A failed save shows its error once (STYLE.md habit 3): each field error lands under its field,
 * translated by its message id; only when none of them belongs to the form does the message go
 * elsewhere (a toast unless the screen shows it inline). Answers whether any field error was placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  showUnplaced: (failure: RpcError) => void = notifyError,
): boolean {
  const failure = error instanceof RpcError ? error : new RpcError(0, {});
  let placed = false;
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: translateRef(failure.fieldErrorIds[field], message) }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) showUnplaced(failure);
  return placed;
}
