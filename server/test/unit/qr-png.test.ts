import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_PNG_OPTIONS, newQrToken, qrPng, qrTextOf } from '../../src/features/app-management/qr-code.js';
import { encodeQrPng } from '../../src/features/app-management/qr-png-encode.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's pixels as a standard decoder reads them (it checks every chunk's CRC): 1 dark, 0 light. */
function darkPixels(png: Buffer): { width: number; height: number; dark: Uint8Array } {
  const { width, height, data } = PNG.sync.read(png);
  const dark = new Uint8Array(width * height);
  for (let pixel = 0; pixel < dark.length; pixel += 1) dark[pixel] = data[pixel * 4]! < 128 ? 1 : 0;
  return { width, height, dark };
}

/** The pixels qrcode's own renderer draws with the same options. */
const qrcodePixels = async (text: string, options = QR_PNG_OPTIONS) => darkPixels(await QRCode.toBuffer(text, { type: 'png', ...options }));

describe('QR codes as PNG', () => {
  it("are qrcode's own pixels, as a 1-bit grey PNG of 320 px that a standard decoder reads", async () => {
    for (const text of [qrTextOf('1001@acme.demo', newQrToken(), 'acme'), qrTextOf('ünïcødé+long.name@bigcorp.demo', newQrToken(), 'bigcorp'), 'x'.repeat(600)]) {
      const png = encodeQrPng(text, QR_PNG_OPTIONS);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // IHDR: width and height (big-endian) right after the chunk's length and type, bit depth 1, colour type 0 (grey).
      expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([320, 320, 1, 0]);
      expect(darkPixels(png)).toEqual(await qrcodePixels(text));
    }
  });

  it("keeps qrcode's geometry for other sizes and margins, and a width too small for the code", async () => {
    const text = qrTextOf('1001@acme.demo', newQrToken(), 'acme');
    for (const options of [{ errorCorrectionLevel: 'H', margin: 4, width: 333 }, { errorCorrectionLevel: 'L', margin: 0, width: 100 }, { errorCorrectionLevel: 'M', margin: 2, width: 25 }] as const) {
      expect(darkPixels(encodeQrPng(text, options)), JSON.stringify(options)).toEqual(await qrcodePixels(text, options));
    }
  });
});

describe('QR codes drawn in a thread of their own', () => {
  it('are the very bytes drawn here', async () => {
    const text = qrTextOf('1001@acme.demo', newQrToken(), 'acme');
    expect((await qrPng(text)).equals(encodeQrPng(text, QR_PNG_OPTIONS))).toBe(true);
  });

  it('answers each of many drawings at once with its own code', async () => {
    const texts = Array.from({ length: 40 }, (_unused, index) => qrTextOf(`${1000 + index}@bigcorp.demo`, newQrToken(), 'bigcorp'));
    const drawn = await Promise.all(texts.map((text) => qrPng(text)));
    for (const [index, text] of texts.entries()) expect(drawn[index]!.equals(encodeQrPng(text, QR_PNG_OPTIONS)), text).toBe(true);
  });

  it('refuses a text no QR code can hold, and draws the next one', async () => {
    await expect(qrPng('x'.repeat(5000))).rejects.toThrow(/could not be drawn/);
    expect((await qrPng('csc:1001%40acme.demo:token@acme')).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});
