// The QR code's PNG, written directly: one bit per pixel, black on white. qrcode's own PNG renderer
// fills a 320x320 RGBA image and hands it to pngjs, about 5 ms a code; this writes the same pixels
// as a 1-bit grey image (rows that repeat are copied) in about half a millisecond, which a send to
// thousands of users pays once per mail. Plain JavaScript: it runs in the drawing threads
// (qr-png.worker.mjs), which load no TypeScript.
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BIT_DEPTH = 1;
const GREY = 0;

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The PNG of `text`'s QR code, pixel for pixel what qrcode draws with the same error correction,
 * margin (in modules) and width (in pixels): each pixel takes the module it falls in, as
 * qrcode's renderer maps them (its utils.qrToImageData), and the margin is white.
 * @param {string} text
 * @param {{ errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H', margin: number, width: number }} options
 * @returns {Buffer}
 */
export function encodeQrPng(text, { errorCorrectionLevel, margin, width }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  const { size, data } = modules;
  const quiet = size + margin * 2;
  // qrcode's scale for a width that holds the code (it falls back to 4 px a module otherwise).
  const scale = width >= quiet ? width / quiet : 4;
  const pixels = Math.floor(quiet * scale);
  const scaledMargin = margin * scale;
  const rowBytes = 1 + Math.ceil(pixels / 8); // the row's filter byte (0: none), then 8 pixels a byte
  const raw = Buffer.alloc(rowBytes * pixels);
  let previousModuleRow = Number.NaN;
  for (let y = 0; y < pixels; y += 1) {
    const start = y * rowBytes;
    const inside = y >= scaledMargin && y < pixels - scaledMargin;
    const moduleRow = inside ? Math.floor((y - scaledMargin) / scale) : -1;
    // Every pixel row of one row of modules (or of the margin) is the same bytes.
    if (moduleRow === previousModuleRow) {
      raw.copy(raw, start, start - rowBytes, start);
      continue;
    }
    previousModuleRow = moduleRow;
    for (let x = 0; x < pixels; x += 1) {
      const dark = inside && x >= scaledMargin && x < pixels - scaledMargin && data[moduleRow * size + Math.floor((x - scaledMargin) / scale)];
      // Grey 1 is white, 0 black.
      if (!dark) raw[start + 1 + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header[8] = BIT_DEPTH;
  header[9] = GREY;
  // compression, filter method and interlace: 0 (deflate, adaptive, none)
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
