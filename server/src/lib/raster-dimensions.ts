/**
 * The size a raster image (PNG, GIF, JPEG) declares in its own header, as a browser will draw it:
 * read by the gallery for its table and by every upload's pixel check (images.ts).
 */

export type Dimensions = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's first chunk is always IHDR: width and height as 32-bit big-endian numbers. */
function pngDimensions(data: Buffer): Dimensions | undefined {
  if (data.length < 24 || !PNG_SIGNATURE.every((byte, i) => data[i] === byte)) return undefined;
  if (data.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** A GIF's logical screen: width and height as 16-bit little-endian numbers after the 6-byte header. */
function gifDimensions(data: Buffer): Dimensions | undefined {
  if (data.length < 10) return undefined;
  return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
}

/** The start-of-frame markers, which carry the frame's size (all but DHT C4, JPG C8 and DAC CC). */
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Markers that stand alone, without a length: TEM, the restart markers and SOI. */
const standsAlone = (marker: number) => marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The EXIF orientation of an APP1 segment's body (1 when it has none). Orientations 5 to 8 turn
 * the picture a quarter, and browsers draw it turned, so its shown width is its stored height.
 */
function exifOrientation(segment: Buffer): number | undefined {
  if (segment.length < 14 || segment.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return undefined;
  const tiff = segment.subarray(6);
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return undefined;
}

/** Walks a JPEG's segments up to its first frame header; a file that breaks the format has no size. */
function jpegDimensions(data: Buffer): Dimensions | undefined {
  let offset = 2;
  let orientation = 1;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1] as number;
    // Any number of 0xFF fill bytes may stand before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (standsAlone(marker)) {
      offset += 2;
      continue;
    }
    // The end of the image, or the scan's data, before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = data.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > data.length) return undefined;
    if (marker === 0xe1) orientation = exifOrientation(data.subarray(offset + 4, end)) ?? orientation;
    if (START_OF_FRAME.has(marker)) {
      if (length < 7) return undefined;
      const height = data.readUInt16BE(offset + 5);
      const width = data.readUInt16BE(offset + 7);
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    offset = end;
  }
  return undefined;
}

/** The readers by extension; undefined from one: the file breaks its format before it gives a size. */
export const RASTER_READERS: Record<string, (data: Buffer) => Dimensions | undefined> = {
  png: pngDimensions,
  gif: gifDimensions,
  jpg: jpegDimensions,
  jpeg: jpegDimensions,
};
