// Draws QR codes off the server's event loop (qr-png-threads.ts): a send to thousands of users
// draws one per mail, CPU that would otherwise hold every request.
import { parentPort } from 'node:worker_threads';
import { encodeQrPng } from './qr-png-encode.mjs';

parentPort.on('message', ({ id, text, options }) => {
  try {
    parentPort.postMessage({ id, png: encodeQrPng(text, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
