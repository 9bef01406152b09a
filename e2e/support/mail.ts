import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e SMTP sink (mail-sink.mjs) keeps the mails, one .eml file per message. */
export const mailDir = process.env.E2E_MAIL_DIR || path.resolve(import.meta.dirname, '..', 'mail');

export type MailPart = { headers: Record<string, string>; content: Buffer };
export type Mail = { file: string; headers: Record<string, string>; parts: MailPart[]; text: string };

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Just enough MIME for the product's mails: nested multiparts, base64 and quoted-printable leaves. */
function partsOf(raw: string): { headers: Record<string, string>; parts: MailPart[] } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return { headers, parts: body.split(`--${boundary}`).slice(1, -1).flatMap((piece) => partsOf(piece.replace(/^\r?\n/, '')).parts) };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : encoding === 'quoted-printable' ? quotedPrintable(body) : Buffer.from(body, 'utf8');
  return { headers, parts: [{ headers, content }] };
}

/** Every mail received so far, oldest first. */
export function readMails(): Mail[] {
  if (!fs.existsSync(mailDir)) return [];
  const files = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  const order = (name: string) => name.split(/[-.]/).slice(0, 2).map(Number) as [number, number];
  files.sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
  return files.map((name) => {
    const file = path.join(mailDir, name);
    const { headers, parts } = partsOf(fs.readFileSync(file, 'utf8'));
    const text = parts.find((part) => (part.headers['content-type'] ?? 'text/plain').startsWith('text/plain'))?.content.toString('utf8') ?? '';
    return { file, headers, parts, text };
  });
}

/** The newest mail to `address` that `accept` takes, once it has arrived. */
export async function newestMailTo(address: string, accept: (mail: Mail) => boolean = () => true): Promise<Mail> {
  // An empty address would match every mail.
  if (!address.includes('@')) throw new Error(`not an e-mail address: '${address}'`);
  let found: Mail | undefined;
  await expect
    .poll(() => {
      found = readMails().reverse().find((mail) => (mail.headers.to ?? '').includes(address) && accept(mail));
      return found !== undefined;
    }, { timeout: 15_000 })
    .toBe(true);
  return found as Mail;
}
