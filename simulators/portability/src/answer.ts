import http from 'node:http';

/** An HTTP answer of one of the simulated providers: a JSON value, or a text (SOAP XML, an HTML error page). */
export type Answer = { status: number; body: unknown; type?: string };

export const json = (status: number, body: unknown): Answer => ({ status, body });

export const XML_TYPE = 'text/xml; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** The request as a route reads it: its query, headers and raw body text. */
export type Request = { method: string; params: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };

export function send(res: http.ServerResponse, { status, body, type }: Answer): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type ?? 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object, or undefined when the text is anything else. */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** HTTP's own words for a status (503 -> "Service Unavailable"). */
export const reasonOf = (status: number): string => http.STATUS_CODES[status] ?? 'Error';
