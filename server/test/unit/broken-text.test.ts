import { describe, expect, it } from 'vitest';
import type { AppError } from '../../src/lib/app-error.js';
import { refuseBrokenText } from '../../src/rpc/broken-text.js';

const refusalOf = (input: unknown) => {
  try {
    refuseBrokenText(input);
    return undefined;
  } catch (error) {
    return { status: (error as AppError).statusCode, fieldErrors: (error as AppError).fieldErrors };
  }
};

describe('refuseBrokenText', () => {
  it('names every field, at any depth, whose text holds a NUL or a lone surrogate', () => {
    const input = { subject: 'x\ud800y', ok: 'a\ud83d\ude00b', list: [{ name: 'n', value: 'v\udc00' }, 'a\u0000b'], deep: { deeper: ['\ud800'] }, count: 3 };
    expect(refusalOf(input)).toEqual({
      status: 400,
      fieldErrors: {
        subject: 'This field may not contain a broken character (a lone UTF-16 surrogate)',
        'list.0.value': 'This field may not contain a broken character (a lone UTF-16 surrogate)',
        'list.1': 'This field may not contain a NUL character',
        'deep.deeper.0': 'This field may not contain a broken character (a lone UTF-16 surrogate)',
      },
    });
  });

  it('lets whole surrogate pairs and inputs without text through', () => {
    for (const input of [{ emoji: '\ud83d\ude00' }, {}, undefined, null, 7, [true, 1]]) expect(refusalOf(input)).toBeUndefined();
  });
});
