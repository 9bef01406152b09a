import { describe, expect, it } from 'vitest';
import type { AppError } from '../../src/lib/app-error.js';
import { checkImage, sanitizeSvg } from '../../src/lib/images.js';
import { gifOf, jpegOf, pngOf } from '../support/gallery-images.js';

/** A PNG whose header claims `width` × `height` but whose data is that of a 1 × 1 image. */
function pngClaiming(width: number, height: number): Buffer {
  const file = Buffer.from(pngOf(1, 1));
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  return file;
}

const fieldErrorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).fieldErrors;
  }
  return undefined;
};

describe('checkImage', () => {
  it('accepts real gif, jpeg and png images and refuses other extensions', () => {
    expect(checkImage({ field: 'file', filename: 'a.gif', data: gifOf(32, 16) }).extension).toBe('gif');
    expect(checkImage({ field: 'file', filename: 'a.JPG', data: jpegOf(1200, 800) }).extension).toBe('jpg');
    expect(checkImage({ field: 'file', filename: 'a.png', data: pngOf(64, 48) }).extension).toBe('png');
    expect(() => checkImage({ field: 'file', filename: 'a.exe', data: Buffer.from('MZ') })).toThrow(/only jpg, jpeg, gif, png, svg/);
  });

  it('refuses a decompression bomb: more than 16.7 million pixels, however small the file', () => {
    const tooMany = '{file} is {width} × {height} pixels: an image may have at most 16.8 million pixels';
    const refusal = (file: string, width: number, height: number) => ({ file: tooMany.replace('{file}', file).replace('{width}', String(width)).replace('{height}', String(height)) });
    // Drawn for real, one pixel past 4096 each way: a small file that a browser decodes into 67 MB.
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'big.png', data: pngOf(4097, 4097) }))).toEqual(refusal('big.png', 4097, 4097));
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'huge.gif', data: gifOf(65535, 65535) }))).toEqual(refusal('huge.gif', 65535, 65535));
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'huge.jpg', data: jpegOf(8000, 6000) }))).toEqual(refusal('huge.jpg', 8000, 6000));
    // A tiny file claiming 100000 × 100000.
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'claim.png', data: pngClaiming(100000, 100000) }))).toEqual(refusal('claim.png', 100000, 100000));
    // 4096 × 4096 is the most.
    expect(checkImage({ field: 'file', filename: 'edge.jpg', data: jpegOf(4096, 4096) }).extension).toBe('jpg');
  });

  it('refuses a png whose header claims a size its data does not hold, and a raster file that gives no size', () => {
    const invalid = (file: string, type: string) => ({ file: `${file} is not a valid ${type} image` });
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'claim.png', data: pngClaiming(2000, 2000) }))).toEqual(invalid('claim.png', 'png'));
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'cut.png', data: pngOf(300, 200).subarray(0, 60) }))).toEqual(invalid('cut.png', 'png'));
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'a.gif', data: Buffer.from('GIF89a') }))).toEqual(invalid('a.gif', 'gif'));
    expect(fieldErrorOf(() => checkImage({ field: 'file', filename: 'a.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }))).toEqual(invalid('a.jpg', 'jpg'));
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
