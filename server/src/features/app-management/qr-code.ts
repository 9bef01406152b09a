import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/** A one-time QR token: 128 random bits, 22 base64url characters (document 4 §2); only its hash is stored. */
export function newQrToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The app's own QR format: `csc:<url-encoded subscriber_login>:<token>@<CLOUD_ID>`. */
export function qrTextOf(subscriberLogin: string, token: string, cloudId: string): string {
  return `csc:${encodeURIComponent(subscriberLogin)}:${token}@${cloudId}`;
}

/** The QR code as a PNG; medium error correction survives a phone camera pointed at a screen or a print. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
