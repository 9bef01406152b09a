import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import QRCode from 'qrcode';

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'phone-test-'));
}

export type MailImage = { png: Buffer; cid?: string; filename?: string };

/** A QR e-mail like the server's: HTML with an inline image, plus a text part. */
export async function writeEml(file: string, options: { text: string; images: MailImage[]; to?: string; subject?: string }): Promise<string> {
  const mail = new MailComposer({
    from: 'Acme Telecom <no-reply@acme.example>',
    to: options.to ?? 'ana@acme.example',
    subject: options.subject ?? 'Set up your phone app',
    text: options.text,
    html: `<p>Scan this code with the app:</p><img src="cid:qr-code" alt="QR code">`,
    attachments: options.images.map((image) => ({ content: image.png, contentType: 'image/png', cid: image.cid, filename: image.filename })),
  });
  fs.writeFileSync(file, await mail.compile().build());
  return file;
}

export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}

export type Recorded = { method: string; url: string; contentType: string | undefined; body: string };
export type Reply = { status: number; type?: string; body: string };

/** A local HTTP server that records every request and answers the queued replies in order. */
export async function recordingServer(): Promise<{ url: string; requests: Recorded[]; reply: (r: Reply) => void; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const replies: Reply[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
      const next = replies.shift() ?? { status: 500, type: 'text/plain', body: 'no reply queued' };
      res.writeHead(next.status, { 'content-type': next.type ?? 'application/xml' });
      res.end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (r) => replies.push(r),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function accountXml(fields: Record<string, string>): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<account>${Object.entries(fields).map(([k, v]) => `<${k}>${escape(v)}</${k}>`).join('')}</account>`;
}

export function errorXml(message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<error><message>${message}</message></error>`;
}
