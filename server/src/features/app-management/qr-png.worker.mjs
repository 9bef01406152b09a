// Renders QR codes off the server's event loop (qr-png-threads.ts): a send to thousands of users
// draws one per mail, each a few milliseconds of pure CPU that would otherwise hold every request.
import { parentPort } from 'node:worker_threads';
import QRCode from 'qrcode';

parentPort.on('message', ({ id, text, options }) => {
  QRCode.toBuffer(text, options).then(
    (png) => parentPort.postMessage({ id, png }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
