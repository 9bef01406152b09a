import type { Message } from '@mamt/contract';
import { AppError } from './app-error.js';

/** Where a record's stored secrets are sent, as values compared one by one (the caller normalises them). */
export type SecretDestination = ReadonlyArray<string | number | null>;

/** A host name as a destination: names do not depend on case, and the form's spaces are no part of them. */
export const comparableHost = (host: string): string => host.trim().toLowerCase();

/**
 * A stored secret goes only where it was stored for. An empty secret field keeps the stored value
 * (spec README decision 7), but not across a change of where the secrets are sent (an address, or
 * the account signed in with there): then every secret left empty must be typed again, or whoever
 * may edit the address could have the stored secrets sent to an address of their choice.
 * `stored` is undefined when nothing is stored yet (a new record has no secret to keep); `typed`
 * holds each secret field as the form sent it. Refuses with the message on every empty secret field.
 */
export function requireRetypedSecrets(check: { stored: SecretDestination | undefined; next: SecretDestination; typed: Record<string, string>; message: Message }): void {
  const { stored, next, typed, message } = check;
  if (!stored || (stored.length === next.length && stored.every((value, index) => value === next[index]))) return;
  const missing = Object.keys(typed).filter((field) => typed[field] === '');
  if (missing.length > 0) throw new AppError('VALIDATION_FAILED', message, Object.fromEntries(missing.map((field) => [field, message])));
}
