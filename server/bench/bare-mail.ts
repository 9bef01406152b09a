import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import { QR_PNG_OPTIONS, qrPng, qrTextOf, newQrToken } from '../src/features/app-management/qr-code.js';
import { qrMailOf } from '../src/features/app-management/qr-mail-content.js';

/** How the floor draws its QR codes: as the product does, or with qrcode's own PNG renderer, as most code would. */
export const DRAWINGS = {
  product: qrPng,
  qrcode: (text: string) => QRCode.toBuffer(text, { type: 'png', ...QR_PNG_OPTIONS }),
};

/**
 * The floor a send of QR e-mails is measured against: the same mails (the template filled in, a QR
 * code of its own each) handed to the same mail server with the same number at a time, by
 * nodemailer alone: no request, no database, no queue, no token stored.
 */
export async function sendBare(
  smtpPort: number,
  recipients: string[],
  concurrency: number,
  template: { subject: string; body: string },
  draw: (text: string) => Promise<Buffer> = DRAWINGS.product,
): Promise<void> {
  // Pooled, as the product's transports are: the floor is the fastest way nodemailer has.
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: concurrency });
  let next = 0;
  const worker = async () => {
    while (next < recipients.length) {
      const to = recipients[next++] as string;
      const token = newQrToken();
      const png = await draw(qrTextOf(to, token, 'bigcorp'));
      const mail = qrMailOf({ ...template, link: `http://localhost/qr/${token}`, firstName: 'Ann', lastName: 'Lee' });
      await transport.sendMail({
        from: 'bench@example.com',
        to,
        ...mail,
        attachments: [{ filename: 'qr-code.png', contentType: 'image/png', content: png, cid: 'qr-code', contentDisposition: 'inline' }],
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  transport.close();
}
