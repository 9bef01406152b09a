import fs from 'node:fs/promises';
import jsQR from 'jsqr';
import { simpleParser, type Attachment } from 'mailparser';
import { PNG } from 'pngjs';

/**
 * The QR image of a QR e-mail: the PNG attachment with content id `qr-code` (the inline image of
 * the HTML part), else the one named `qr-code.png`, else the only PNG. Like a person pointing a
 * phone at the mail, this reads only the picture, never the mail's text.
 */
export function findQrAttachment(attachments: Attachment[]): Attachment {
  const pngs = attachments.filter((a) => a.contentType.toLowerCase() === 'image/png');
  const chosen =
    pngs.find((a) => a.contentId?.replace(/^<|>$/g, '') === 'qr-code') ?? pngs.find((a) => a.filename === 'qr-code.png') ?? (pngs.length === 1 ? pngs[0] : undefined);
  if (!chosen) throw new Error(`The e-mail has no QR code image (${pngs.length} PNG attachments, none named qr-code)`);
  return chosen;
}

export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  if (!found) throw new Error(`No QR code found in the ${image.width}x${image.height} PNG`);
  return found.data;
}

/** The text of the QR code carried by an .eml file. */
export async function readQrFromEml(emlPath: string): Promise<string> {
  const mail = await simpleParser(await fs.readFile(emlPath));
  return decodeQrPng(findQrAttachment(mail.attachments).content);
}
