import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_PNG_OPTIONS, newQrToken, qrPng, qrTextOf } from '../../src/features/app-management/qr-code.js';

/** Drawn here, as the thread draws it (qrcode writes into the options it is given: a copy each time). */
const drawnHere = (text: string) => QRCode.toBuffer(text, structuredClone(QR_PNG_OPTIONS));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('QR codes drawn in a thread of their own', () => {
  it('are the very bytes drawn here: a grey PNG of 320 px', async () => {
    const text = qrTextOf('1001@acme.demo', newQrToken(), 'acme');
    const png = await qrPng(text);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height (big-endian) right after the chunk's length and type; colour type 0 is grey.
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[25]]).toEqual([320, 320, 0]);
    expect(png.equals(await drawnHere(text))).toBe(true);
  });

  it('answers each of many drawings at once with its own code', async () => {
    const texts = Array.from({ length: 40 }, (_unused, index) => qrTextOf(`${1000 + index}@bigcorp.demo`, newQrToken(), 'bigcorp'));
    const drawn = await Promise.all(texts.map((text) => qrPng(text)));
    for (const [index, text] of texts.entries()) expect(drawn[index]!.equals(await drawnHere(text)), text).toBe(true);
  });

  it('refuses a text no QR code can hold, and draws the next one', async () => {
    await expect(qrPng('x'.repeat(5000))).rejects.toThrow(/could not be drawn/);
    expect((await qrPng('csc:1001%40acme.demo:token@acme')).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});
