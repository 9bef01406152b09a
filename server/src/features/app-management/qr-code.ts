import { randomBytes } from 'node:crypto';
import type { QrPngOptions } from './qr-png-encode.mjs';
import { drawInThread } from './qr-png-threads.js';

/** A one-time QR token: 128 random bits, 22 base64url characters (document 4 §2); only its hash is stored. */
export function newQrToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The app's own QR format: `csc:<url-encoded subscriber_login>:<token>@<CLOUD_ID>`. */
export function qrTextOf(subscriberLogin: string, token: string, cloudId: string): string {
  return `csc:${encodeURIComponent(subscriberLogin)}:${token}@${cloudId}`;
}

/** Medium error correction, a 2-module margin, 320 px wide. */
export const QR_PNG_OPTIONS: QrPngOptions = { errorCorrectionLevel: 'M', margin: 2, width: 320 };

/**
 * The QR code as a PNG; medium error correction survives a phone camera pointed at a screen or a print.
 * A QR code is black on white: written as a 1-bit grey image (qr-png-encode.mjs), in a thread of its
 * own (qr-png-threads.ts), so that a send to thousands of users holds no request.
 */
export function qrPng(text: string): Promise<Buffer> {
  return drawInThread(text, QR_PNG_OPTIONS);
}
