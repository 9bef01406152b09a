import { randomBytes } from 'node:crypto';

/** A text part is sent as UTF-8 unless it names UTF-16, which (unlike UTF-8) can carry a lone surrogate. */
export type Part = { name: string; value: string; charset?: 'utf-16le' } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject, built by hand so tests need no extra package. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mamt${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const contentType = 'filename' in part ? part.contentType : part.charset && `text/plain; charset=${part.charset}`;
    const type = contentType ? `\r\nContent-Type: ${contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value, part.charset === 'utf-16le' ? 'utf16le' : 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
