import { describe, expect, it } from 'vitest';
import { checkImage, sanitizeSvg } from '../../src/lib/images.js';

describe('checkImage', () => {
  it('accepts real gif and jpeg headers and refuses other extensions', () => {
    expect(checkImage({ field: 'file', filename: 'a.gif', data: Buffer.from('GIF89a....') }).extension).toBe('gif');
    expect(checkImage({ field: 'file', filename: 'a.JPG', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }).extension).toBe('jpg');
    expect(() => checkImage({ field: 'file', filename: 'a.exe', data: Buffer.from('MZ') })).toThrow(/only jpg, jpeg, gif, png, svg/);
  });
});

describe('sanitizeSvg', () => {
  it('removes scripts, handlers and foreign objects', () => {
    const clean = sanitizeSvg('<svg><foreignObject><p>x</p></foreignObject><a href="javascript:alert(1)"><rect onclick="x()"/></a></svg>');
    expect(clean).not.toMatch(/foreignObject|javascript:|onclick/);
    expect(clean).toContain('<rect');
  });
});
