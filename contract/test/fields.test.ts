import { describe, expect, it } from 'vitest';
import { TEXT_HAS_NUL, requiredText, text } from '../src/index.js';

describe('text fields', () => {
  it('refuse a NUL character with a message of their own, before any other check', () => {
    const issues = requiredText('Fields with * are mandatory!', 3).safeParse('a\u0000bcdef').error?.issues;
    expect(issues?.[0]?.message).toBe(TEXT_HAS_NUL);
  });
  it('trim, except passwords and secrets, and say how long a value may be', () => {
    expect(text(10).parse('  ann ')).toBe('ann');
    expect(text(10, { trim: false }).parse(' pass ')).toBe(' pass ');
    expect(text(3).safeParse('abcd').error?.issues[0]?.message).toBe('At most 3 characters');
  });
});
