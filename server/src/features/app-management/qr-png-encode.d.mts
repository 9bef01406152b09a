/** qr-png-encode.mjs: the QR code's PNG, 1 bit per pixel, as qrcode would draw its pixels. */
export type QrPngOptions = { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H'; margin: number; width: number };
export function encodeQrPng(text: string, options: QrPngOptions): Buffer;
