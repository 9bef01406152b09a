import { inflateSync } from 'node:zlib';
import { RASTER_READERS, type Dimensions } from './raster-dimensions.js';

/**
 * The most pixels an uploaded image may have (16.7 million, 4096 × 4096, a 12-megapixel photo fits):
 * a browser decodes every pixel of an image it shows, 4 bytes each, and a small file can claim a
 * picture of gigabytes (a decompression bomb).
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

/** What a raster file says of itself: its size, or that it is broken (no size, or a header its data does not bear out). */
export type ImageHeader = { ok: true; dimensions: Dimensions } | { ok: false };

const broken: ImageHeader = { ok: false };

/** PNG's channels by colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's seven passes: where each starts and how far apart its pixels are, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes a PNG's image data inflates to: each row its filter byte and its pixels, pass by pass when interlaced. */
function pngDataBytes({ width, height }: Dimensions, bitsPerPixel: number, interlaced: boolean): number {
  const rowsOf = (w: number, h: number) => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rowsOf(width, height);
  return ADAM7.reduce((sum, [x, y, dx, dy]) => sum + rowsOf(Math.ceil(Math.max(0, width - x) / dx), Math.ceil(Math.max(0, height - y) / dy)), 0);
}

/**
 * Whether a PNG's image data inflates to exactly what its header's size takes, so that a file cannot
 * claim a picture its data does not hold. Inflating stops one byte past what the header allows.
 */
function pngDataAgrees(data: Buffer, dimensions: Dimensions): boolean {
  const [depth = 0, colour = -1, , , interlace = 0] = data.subarray(24, 29);
  const channels = CHANNELS[colour];
  if (!channels) return false;
  const chunks: Buffer[] = [];
  for (let at = 8; at + 8 <= data.length; ) {
    const length = data.readUInt32BE(at);
    const type = data.subarray(at + 4, at + 8).toString('latin1');
    if (type === 'IDAT') chunks.push(data.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const expected = pngDataBytes(dimensions, channels * depth, interlace === 1);
  try {
    return inflateSync(Buffer.concat(chunks), { maxOutputLength: expected + 1 }).length === expected;
  } catch {
    // Corrupt, or more data than the header allows.
    return false;
  }
}

/**
 * The size a raster upload declares, checked where its format allows (a PNG's data must bear out its
 * header); undefined for a vector image (svg), which has no pixels of its own. A size past
 * MAX_IMAGE_PIXELS is answered without reading the data further.
 */
export function imageHeaderOf(extension: string, data: Buffer): ImageHeader | undefined {
  if (!Object.hasOwn(RASTER_READERS, extension)) return undefined;
  const dimensions = RASTER_READERS[extension]?.(data);
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return broken;
  if (dimensions.width * dimensions.height > MAX_IMAGE_PIXELS || extension !== 'png') return { ok: true, dimensions };
  return pngDataAgrees(data, dimensions) ? { ok: true, dimensions } : broken;
}
