import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { text } from '../common/fields.js';

/** The most numbers one check takes (each one is a lookup the provider charges for). */
export const MAX_PORTABILITY_NUMBERS = 100;

/**
 * A number as the check sends it: spaces, the ampersand (document 3 §5) and the usual separators
 * (dashes, dots, brackets) removed, and a leading +1 or 1 (the North American country code) dropped.
 */
export function normalisePortabilityNumber(raw: string): string {
  const bare = raw.replace(/[\s&().-]/g, '');
  const withoutPlus = bare.startsWith('+1') ? bare.slice(2) : bare;
  return withoutPlus.length === 11 && withoutPlus.startsWith('1') ? withoutPlus.slice(1) : withoutPlus;
}

/** A North American number: area code and exchange each start with 2-9. */
export const isNorthAmericanNumber = (number: string): boolean => /^[2-9]\d{2}[2-9]\d{6}$/.test(number);

const invalidNumber = (number: string) => formatMessage(MESSAGES.portabilityNumberInvalid, { number }).text;

/**
 * The check's `numbers`: a comma-separated text (as the page's hint asks for) or a list. Each is
 * normalised and must be a 10-digit North American number; duplicates count once; at most
 * MAX_PORTABILITY_NUMBERS.
 */
export const ZPortabilityNumbers = z
  .union([text(4000, { error: MESSAGE_TEXTS.portabilityListEmpty }), z.array(text(40), { error: MESSAGE_TEXTS.portabilityListEmpty }).max(MAX_PORTABILITY_NUMBERS * 2)], {
    error: MESSAGE_TEXTS.portabilityListEmpty,
  })
  .transform((value, ctx) => {
    const given = (typeof value === 'string' ? value.split(',') : value).map((entry) => entry.trim()).filter((entry) => entry !== '');
    const numbers = [...new Set(given.map(normalisePortabilityNumber))];
    if (numbers.length === 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.portabilityListEmpty, input: value });
      return z.NEVER;
    }
    if (numbers.length > MAX_PORTABILITY_NUMBERS) {
      ctx.addIssue({ code: 'custom', message: formatMessage(MESSAGES.portabilityTooManyNumbers, { max: MAX_PORTABILITY_NUMBERS }).text, input: value });
      return z.NEVER;
    }
    const wrong = numbers.find((number) => !isNorthAmericanNumber(number));
    if (wrong !== undefined) {
      // The number as typed is shown back (cut short: it is a stranger's input).
      ctx.addIssue({ code: 'custom', message: invalidNumber(wrong.slice(0, 20)), input: value });
      return z.NEVER;
    }
    return numbers;
  });
