import http from 'node:http';

/** An HTTP answer of the simulated vendor: a JSON value, or no body at all (204). */
export type Answer = { status: number; body?: unknown };

export const json = (status: number, body: unknown): Answer => ({ status, body });

/** The request as a route reads it: its headers and raw body text. */
export type Request = { method: string; headers: http.IncomingHttpHeaders; body: string };

export function send(res: http.ServerResponse, { status, body }: Answer): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object, or undefined when the text is anything else (an empty text included). */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** HTTP's own words for a status (503 -> "Service Unavailable"). */
export const reasonOf = (status: number): string => http.STATUS_CODES[status] ?? 'Error';
