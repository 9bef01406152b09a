import http from 'node:http';

/**
 * An HTTP answer as a value: a route returns one and `send` writes it, so that routes stay plain
 * functions a test can call, and every simulator writes its answers the same way. The body is a JSON
 * value, a text already written (SOAP XML, an HTML error page, a text/plain reason), or absent (204).
 */
export type Answer = { status: number; body?: unknown; type?: string };

const JSON_TYPE = 'application/json; charset=utf-8';

export const json = (status: number, body: unknown): Answer => ({ status, body });

/** HTTP's own words for a status (503 -> "Service Unavailable"), which several systems put in their errors. */
export const reasonOf = (status: number): string => http.STATUS_CODES[status] ?? 'Error';

/** Writes an answer: a text as it is, any other body as JSON, with its length; no body, no headers. */
export function send(res: http.ServerResponse, { status, body, type }: Answer): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type ?? JSON_TYPE, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
