import { askOutside } from '../outside-http/outside-request.js';
import { PlatformError } from './platform-error.js';
import type { RequestGate } from './request-gate.js';

export type HttpAnswer = { status: number; text: string; json: () => Record<string, unknown> };
/** A POST of a form, or a GET when `body` is null (the platform's v2 reads). */
export type HttpPost = (url: string, body: URLSearchParams | null, headers: Record<string, string>) => Promise<HttpAnswer>;

/**
 * POST (or GET) with a timeout, through the connection's request gate. 403, 429 and 5xx start a back-off;
 * during it, calls fail at once instead of adding to the platform's load. With `refusalIsAnswer`, a
 * 403 is the answer itself (a user's wrong password at sign-in), not a sign of our load.
 */
export function createHttpPost(gate: RequestGate, timeoutMs: number, { refusalIsAnswer = false }: { refusalIsAnswer?: boolean } = {}): HttpPost {
  return async (url, body, headers) => {
    const wait = await gate.backoffRemaining();
    if (wait > 0) throw new PlatformError('blocked', `${Math.ceil(wait / 1000)} s`);
    await gate.take();
    const response = await askOutside(
      {
        url: addressOf(url),
        method: body ? 'POST' : 'GET',
        headers: { ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), accept: 'application/json', ...headers },
        body: body?.toString(),
        timeoutMs,
        // The platform's answers are read as data: nothing in them is rewritten. What is shown of a
        // failure is the failure's kind alone, never the address or the form (it holds credentials).
        secrets: [],
      },
      // A redirect is refused as unreachable: it would carry the credentials, and the connection check, to an address nobody configured.
      (failure) => (failure === 'timeout' ? new PlatformError('timeout', `${timeoutMs / 1000} s`) : new PlatformError('unreachable')),
    );
    const { text } = response;
    if ((response.status === 403 && !refusalIsAnswer) || response.status === 429) {
      const backoff = await gate.pushedBack();
      throw new PlatformError('blocked', `${Math.ceil(backoff / 1000)} s`);
    }
    if (response.status >= 500) {
      await gate.pushedBack();
      throw new PlatformError('server', `HTTP ${response.status}`);
    }
    await gate.succeeded();
    return {
      status: response.status,
      text,
      json: () => {
        try {
          return JSON.parse(text) as Record<string, unknown>;
        } catch {
          throw new PlatformError('malformed');
        }
      },
    };
  };
}

/** The platform's address as configured; one that is not an address fails as the platform being unreachable. */
function addressOf(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new PlatformError('unreachable');
  }
}
