import { shownUrl, withoutSecrets } from './outside-text.js';

/** An answer: its status and body text (secrets withheld); `url` is the address as it may be shown. */
export type OutsideAnswer = { status: number; text: string; url: string };

/**
 * `secrets`: every secret value the request carries (in its body, headers or address), withheld from
 * whatever is shown; `secretParams`: query parameters holding one, shown as [redacted].
 */
export type OutsideRequest = {
  url: URL;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  secrets: ReadonlyArray<string | undefined>;
  secretParams?: readonly string[];
};

/** Why a request got no answer to read. */
export type RequestFailure = 'timeout' | 'unreachable' | 'redirected';

/** What is known of a request that got no answer: the address shown, and the status, network code or timeout. */
export type RequestFailureDetail = { url: string; status?: number; reason?: string; timeoutMs?: number };

/**
 * Each client's own error for a request that got no answer to read. `cause`: the error the request
 * failed with (none for a redirect), for a client that words the failure from it or keeps it as its
 * own error's cause; its message may quote what the request carried, so a client that shows it
 * withholds its secrets first.
 */
export type FailureOf = (failure: RequestFailure, detail: RequestFailureDetail, cause: unknown) => Error;

/** The network error's code (ECONNREFUSED, ENOTFOUND, ...): the only part of it that is safe and useful to show. */
export function networkReason(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'the request failed before any answer';
}

/**
 * One request to an outside system within `timeoutMs` (answer and body together). Fails with the
 * error `failureOf` makes on a timeout, the network, or a redirect (refused: the credentials would
 * follow it to an address nobody configured); any other status is returned for the client to read.
 */
export async function askOutside(request: OutsideRequest, failureOf: FailureOf): Promise<OutsideAnswer> {
  const { url, method, headers, body, timeoutMs, secrets } = request;
  const shown = shownUrl(url, request.secretParams);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw failureOf('timeout', { url: shown, timeoutMs }, error);
    throw failureOf('unreachable', { url: shown, reason: networkReason(error) }, error);
  }
  if (status >= 300 && status < 400) {
    throw failureOf('redirected', { status, url: shown, reason: 'it redirected the request elsewhere, which is refused' }, undefined);
  }
  return { status, text: withoutSecrets(text, secrets), url: shown };
}
