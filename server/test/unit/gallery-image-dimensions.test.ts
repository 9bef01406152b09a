import { describe, expect, it } from 'vitest';
import { imageDimensions } from '../../src/features/gallery/image-dimensions.js';
import { gifOf, jpegOf, pngOf } from '../support/gallery-images.js';

const svg = (attributes: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><circle r="4"></circle></svg>`);

describe('the size of an uploaded image, read from its bytes', () => {
  it('reads a png, a gif and a jpeg', () => {
    expect(imageDimensions('png', pngOf(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageDimensions('gif', gifOf(32, 16))).toEqual({ width: 32, height: 16 });
    expect(imageDimensions('jpg', jpegOf(1200, 800))).toEqual({ width: 1200, height: 800 });
    expect(imageDimensions('jpeg', jpegOf(5, 7, 1))).toEqual({ width: 5, height: 7 });
  });

  it('turns a jpeg whose EXIF orientation turns it a quarter, as browsers draw it', () => {
    expect(imageDimensions('jpg', jpegOf(4000, 3000, 6))).toEqual({ width: 3000, height: 4000 });
    expect(imageDimensions('jpg', jpegOf(4000, 3000, 3))).toEqual({ width: 4000, height: 3000 });
  });

  it('reads an svg from its width and height, its viewBox, or one of them with the viewBox proportions', () => {
    expect(imageDimensions('svg', svg('width="120" height="80"'))).toEqual({ width: 120, height: 80 });
    expect(imageDimensions('svg', svg('width="1in" height="72pt"'))).toEqual({ width: 96, height: 96 });
    expect(imageDimensions('svg', svg('viewBox="0 0 300 150"'))).toEqual({ width: 300, height: 150 });
    expect(imageDimensions('svg', svg('viewBox="0,0,24,12" width="48"'))).toEqual({ width: 48, height: 24 });
    expect(imageDimensions('svg', svg('viewBox="0 0 24 12" height="100%"'))).toEqual({ width: 24, height: 12 });
    expect(imageDimensions('svg', svg('viewBox="0 0 10 10" height="30"'))).toEqual({ width: 30, height: 30 });
  });

  it('finds no size in a broken file or an svg that gives none', () => {
    expect(imageDimensions('png', pngOf(3, 2).subarray(0, 20))).toBeUndefined();
    expect(imageDimensions('png', pngOf(0, 2))).toBeUndefined();
    expect(imageDimensions('gif', Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageDimensions('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    expect(imageDimensions('jpg', jpegOf(10, 10).subarray(0, 30))).toBeUndefined();
    expect(imageDimensions('svg', svg(''))).toBeUndefined();
    expect(imageDimensions('svg', svg('width="50%" height="2em"'))).toBeUndefined();
    expect(imageDimensions('svg', svg('viewBox="0 0 0 10"'))).toBeUndefined();
    expect(imageDimensions('bmp', pngOf(3, 2))).toBeUndefined();
  });
});
