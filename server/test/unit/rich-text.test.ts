import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/rich-text.js';
import { XSS_PAYLOADS, unsafeParts } from '../support/xss-payloads.js';

describe('the XSS check of the tests', () => {
  it('finds a foreign tag, an event handler, a style and a script link', () => {
    expect(unsafeParts('<p>a</p><img src=x onerror=alert(1)>')).toContain('tag img');
    expect(unsafeParts('<p onclick="x">a</p>')).toEqual(['attribute onclick']);
    expect(unsafeParts('<p style="x">a</p>')).toEqual(['attribute style']);
    expect(unsafeParts('<a href="javascript:x">a</a>')).toEqual(['href javascript:x']);
    expect(unsafeParts('<a href="https://ok.example/" target="_blank" rel="noopener">a</a>')).toEqual([]);
  });
});

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs or loads of %s', (payload) => {
    const html = sanitizeRichText(payload);
    expect(unsafeParts(html), html).toEqual([]);
    expect(html.toLowerCase()).not.toMatch(/javascript:|vbscript:|data:text|onerror|onload|<script/);
  });

  it('keeps the text of a tag it drops, and not the code of a script', () => {
    expect(sanitizeRichText('<span>kept</span><script>lost()</script>')).toBe('kept');
    expect(sanitizeRichText('<a href="javascript:alert(1)">link</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">link</a>');
  });
});
