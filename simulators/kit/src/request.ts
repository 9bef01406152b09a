import type http from 'node:http';

/**
 * A request as a simulated route reads it: its method, query, headers and whole body as text. The
 * simulators read every body whole (they answer small requests) so that a route is a plain function.
 */
export type Request = { method: string; params: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object, or undefined when the text is anything else (an empty text, an array, broken JSON). */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
