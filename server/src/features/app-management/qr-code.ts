import { randomBytes } from 'node:crypto';
import type { QRCodeToBufferOptions } from 'qrcode';
import { drawInThread } from './qr-png-threads.js';

/** A one-time QR token: 128 random bits, 22 base64url characters (document 4 §2); only its hash is stored. */
export function newQrToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The app's own QR format: `csc:<url-encoded subscriber_login>:<token>@<CLOUD_ID>`. */
export function qrTextOf(subscriberLogin: string, token: string, cloudId: string): string {
  return `csc:${encodeURIComponent(subscriberLogin)}:${token}@${cloudId}`;
}

/** pngjs's own options (filter "up", grey), which qrcode hands on but whose types name only the deflate ones. */
const PNG_OPTIONS = { filterType: 2, colorType: 0 } as QRCodeToBufferOptions['rendererOpts'];
/** qrcode's options: medium error correction, a 2-module margin, 320 px wide. */
export const QR_PNG_OPTIONS: QRCodeToBufferOptions = { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320, rendererOpts: PNG_OPTIONS };

/**
 * The QR code as a PNG; medium error correction survives a phone camera pointed at a screen or a print.
 * A QR code is black on white: stored in grey with the "up" row filter, it is a third of the default's
 * time to write and smaller (the default tries five filters per row on four channels), which a send
 * to thousands of users pays once per mail; it is drawn in a thread of its own (qr-png-threads.ts),
 * so that those milliseconds hold no request.
 */
export function qrPng(text: string): Promise<Buffer> {
  return drawInThread(text, QR_PNG_OPTIONS);
}
