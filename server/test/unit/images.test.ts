import { describe, expect, it } from 'vitest';
import type { AppError } from '../../src/lib/app-error.js';
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

  it('drops <style> and style attributes that load from elsewhere, and keeps references inside the image', () => {
    const clean = sanitizeSvg(
      '<svg><style>@import "https://evil.example/a.css";</style><style>rect { fill: url( \'http://evil.example/p.png\') }</style>' +
        '<style>circle { fill: red }</style><rect style="background:url(//evil.example/x)"/><circle fill="url(#grad)"/></svg>',
    );
    expect(clean).not.toMatch(/evil\.example|@import/);
    expect(clean).toContain('circle { fill: red }');
    expect(clean).toContain('url(#grad)');
  });
});

describe('checkImage of an svg', () => {
  it('refuses a DOCTYPE that declares entities, naming the field', () => {
    const svg = Buffer.from('<!DOCTYPE svg [<!ENTITY a "x">]><svg><text>&a;</text></svg>');
    try {
      checkImage({ field: 'file', filename: 'a.svg', data: svg });
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).fieldErrors).toEqual({ file: 'a.svg is not accepted: an svg image must not declare a DOCTYPE with entities' });
    }
  });
});
