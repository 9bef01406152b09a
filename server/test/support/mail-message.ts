/** A leaf part of a MIME message: its headers (names in lower case) and its decoded content. */
export type MailPart = { headers: Record<string, string>; content: Buffer };

function headersOf(block: string): Record<string, string> {
  // Folded header lines continue with white space.
  const lines = block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(text: string): Buffer {
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

/**
 * Just enough of MIME to read the messages our server sends (nodemailer's nested multiparts,
 * base64 and quoted-printable): the e-mail tests check what a mail client would show.
 */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MailPart[] } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1, -1);
    return { headers, parts: pieces.flatMap((piece) => parseMail(piece.replace(/^\r?\n/, '')).parts) };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const content =
    encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : Buffer.from(body, 'utf8');
  return { headers, parts: [{ headers, content }] };
}
