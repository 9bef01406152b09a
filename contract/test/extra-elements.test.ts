import { describe, expect, it } from 'vitest';
import { ZExtraElement } from '../src/client-profiles/extra-elements.js';

const nameError = (name: string) => {
  const parsed = ZExtraElement.safeParse({ name, value: '1' });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('the name of an extra raw element', () => {
  it('is refused for the reserved mamt_ prefix, in any case, with words that say so', () => {
    const prefix = (name: string) => `Element ${name} starts with mamt_, which is reserved for the product's own elements: choose another name`;
    for (const name of ['mamt_custom', 'MAMT_Custom', 'mamt_textable']) expect(nameError(name), name).toBe(prefix(name));
  });

  it('keeps the message of an element the product sets, and takes any other element of the app', () => {
    expect(nameError('password')).toBe('Element password is set by the product and cannot be overridden');
    expect(nameError('codecOrder')).toBeUndefined();
    expect(nameError('my_mamt_setting')).toBeUndefined();
  });
});
