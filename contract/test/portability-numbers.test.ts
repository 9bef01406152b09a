import { describe, expect, it } from 'vitest';
import { MAX_PORTABILITY_NUMBERS, ZPortabilityNumbers, isNorthAmericanNumber, normalisePortabilityNumber } from '../src/index.js';

const messageOf = (value: unknown) => ZPortabilityNumbers.safeParse(value).error?.issues[0]?.message;

describe('portability numbers', () => {
  it('are normalised: spaces, the ampersand and separators removed, a leading +1 or 1 dropped', () => {
    for (const typed of ['6025550123', ' 602 555 0123 ', '+1 (602) 555-0123', '1 602 555 0123', '602555&0123', '+16025550123', '602.555.0123']) {
      expect(normalisePortabilityNumber(typed), typed).toBe('6025550123');
    }
    // Ten digits starting with 1 keep it: it is not a country code there (and not a valid area code).
    expect(normalisePortabilityNumber('1025550123')).toBe('1025550123');
  });

  it('must be North American: ten digits, area code and exchange starting with 2-9', () => {
    expect(isNorthAmericanNumber('6025550123')).toBe(true);
    for (const wrong of ['1025550123', '6021550123', '602555012', '60255501234', '602555012a', '']) expect(isNorthAmericanNumber(wrong), wrong).toBe(false);
  });

  it('come as a comma-separated text or a list, duplicates counted once', () => {
    expect(ZPortabilityNumbers.parse('6025550123,+1 602 555 0123, 4805550199')).toEqual(['6025550123', '4805550199']);
    expect(ZPortabilityNumbers.parse(['6025550123', '480-555-0199'])).toEqual(['6025550123', '4805550199']);
  });

  it('refuse an empty list, a wrong number (named) and more than the most a check takes', () => {
    for (const empty of ['', ' , ', [], [' ']]) expect(messageOf(empty), JSON.stringify(empty)).toBe('Plase enter the list of numbers first');
    expect(messageOf('6025550123,12345')).toBe('12345 is not a 10-digit North American number');
    const many = Array.from({ length: MAX_PORTABILITY_NUMBERS + 1 }, (_, index) => `602555${String(index).padStart(4, '0')}`);
    expect(messageOf(many)).toBe(`At most ${MAX_PORTABILITY_NUMBERS} numbers can be checked at once`);
    expect(ZPortabilityNumbers.parse(many.slice(0, MAX_PORTABILITY_NUMBERS))).toHaveLength(MAX_PORTABILITY_NUMBERS);
  });
});
