import { MESSAGES, hasLoneSurrogate, type Message } from '@mamt/contract';
import { AppError } from '../lib/app-error.js';

// The NUL character is exactly what this pattern exists to find.
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

/** Why a text cannot be stored, or undefined when it can. */
function problemOf(text: string): Message | undefined {
  if (NUL.test(text)) return MESSAGES.textHasNul;
  if (hasLoneSurrogate(text)) return MESSAGES.textHasLoneSurrogate;
  return undefined;
}

/**
 * Refuses a call's parsed input when any text in it, at any depth (a list's rows, an object's
 * fields), holds a NUL or a lone UTF-16 surrogate: PostgreSQL stores neither (text refuses the NUL,
 * jsonb both), and a JSON or UTF-16 multipart body can carry them. The contract's text fields
 * refuse the NUL themselves; this one pass covers every string, also those a schema takes as they
 * come, so no call has to remember it. Each field is named by its path, as schema errors are.
 */
export function refuseBrokenText(input: unknown): void {
  const fieldMessages: Record<string, Message> = {};
  const pending: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) fieldMessages[path || '_'] ??= problem;
    } else if (Array.isArray(value) || (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)) {
      for (const [key, child] of Object.entries(value)) pending.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  const first = Object.values(fieldMessages)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fieldMessages);
}
