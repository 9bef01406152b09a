import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calls, recordId } from '../src/index.js';

/** Values that merely convert to 1: none may be taken as record 1 (a fuzzing run deleted real records this way). */
const NOT_IDS: unknown[] = [true, [1], '0x1', ' 1 ', '1e0', '1.0', 1.5, -1, 0, '', '99999999999999999999'];
const ID_FIELDS = ['id', 'subscriber_id', 'run_id'];

const issuesAt = (schema: z.ZodType, input: object, field: string) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === field);
};

describe('record ids', () => {
  it('are whole numbers or their digits, nothing else', () => {
    const id = recordId('bad id');
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    for (const value of NOT_IDS) expect(id.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('refuse, in every call that takes one, what merely converts to a number, naming the field', () => {
    let checked = 0;
    for (const [name, call] of Object.entries(calls)) {
      const input = call.input as z.ZodType;
      for (const field of ID_FIELDS) {
        // A numeric id field refuses letters; a field the call does not have, or a text one, does not.
        if (issuesAt(input, { [field]: 'abc' }, field).length === 0) continue;
        checked += 1;
        for (const value of NOT_IDS) expect(issuesAt(input, { [field]: value }, field).length, `${name} ${field} ${JSON.stringify(value)}`).toBeGreaterThan(0);
        expect(issuesAt(input, { [field]: 12 }, field), `${name} ${field} 12`).toEqual([]);
        expect(issuesAt(input, { [field]: '12' }, field), `${name} ${field} "12"`).toEqual([]);
      }
    }
    // The kit's deletes and edits, the portability records, the platform connections, the QR sends…
    expect(checked).toBeGreaterThan(30);
  });
});
