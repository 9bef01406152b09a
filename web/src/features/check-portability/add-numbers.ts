import type { MessageRef } from '@mamt/contract/messages/messages';
import { isNorthAmericanNumber, MAX_PORTABILITY_NUMBERS, normalisePortabilityNumber } from '@mamt/contract/portability/portability-numbers';

/** The list after an Add, what to tell the person, and whether what they typed is done with. */
export type Addition = { numbers: string[]; problem: MessageRef | null; clearField: boolean };

/**
 * Adds what was typed (one number or several separated by commas) to the numbers to check. Each is
 * normalised as the check itself does it (spaces, "&", separators and a leading +1 dropped), so a
 * chip shows what will be sent and a number typed two ways counts once.
 *
 * A wrong number refuses the whole entry and stays in the field to be corrected; so does an entry
 * that would pass the most numbers one check takes. Numbers already in the list are skipped and said.
 */
export function addNumbers(numbers: readonly string[], typed: string): Addition {
  const entries = typed
    .split(',')
    .map((entry) => ({ typed: entry.trim(), number: normalisePortabilityNumber(entry) }))
    .filter((entry) => entry.number !== '');
  const unchanged = { numbers: [...numbers], clearField: false };
  if (entries.length === 0) return { ...unchanged, problem: null };

  const wrong = entries.find((entry) => !isNorthAmericanNumber(entry.number));
  // Shown back as typed, cut short: a long paste would not fit the message.
  if (wrong) return { ...unchanged, problem: { id: 'portabilityNumberInvalid', params: { number: wrong.typed.slice(0, 20) } } };

  const fresh = [...new Set(entries.map((entry) => entry.number))].filter((number) => !numbers.includes(number));
  if (numbers.length + fresh.length > MAX_PORTABILITY_NUMBERS) return { ...unchanged, problem: { id: 'portabilityTooManyNumbers', params: { max: MAX_PORTABILITY_NUMBERS } } };
  if (fresh.length === 0) return { ...unchanged, problem: { id: 'numberAlreadyAdded' } };

  const skipped = fresh.length < entries.length;
  return { numbers: [...numbers, ...fresh], problem: skipped ? { id: 'numberAlreadyAdded' } : null, clearField: true };
}
