import { VinSolutionsError, type VinSolutionsRequest } from './vinsolutions-error.js';

const WITHHELD = '[redacted]';
const MAX_WORDS = 200;

/** VinSolutions' answer: its status and body text (secrets withheld); `url` is the address asked. */
export type VendorAnswer = { status: number; text: string; url: string };

/** `secrets`: every secret value the request carries (in its body or headers), withheld from whatever is shown. */
export type VendorRequest = {
  request: VinSolutionsRequest;
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  secrets: readonly string[];
};

/** The text with every secret replaced, as written and as a form or URL encodes it. */
export function withoutSecrets(text: string, secrets: readonly string[]): string {
  let safe = text;
  for (const secret of secrets) {
    if (secret.length < 3) continue;
    safe = safe.split(secret).join(WITHHELD);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) safe = safe.split(encoded).join(WITHHELD);
  }
  return safe;
}

/** The vendor's words, one line, shortened (the text is already cleaned of secrets); undefined when there are none. */
export function vendorWords(words: unknown): string | undefined {
  if (typeof words !== 'string') return undefined;
  const line = words.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > MAX_WORDS ? `${line.slice(0, MAX_WORDS)}…` : line;
}

/** The API's base address joined with a path, keeping any path prefix of the base (a proxy, a gateway mounted below /). */
export function vendorUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}${path}`);
}

/** The address as it may be logged: without a user and password someone wrote into it. */
function shownUrl(url: URL): string {
  const shown = new URL(url);
  shown.username = '';
  shown.password = '';
  return shown.toString();
}

/** The body as JSON, or undefined when it is not JSON (an HTML error page, an empty 204). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The network error's code (ECONNREFUSED, ENOTFOUND, ...): the only part of it that is safe and useful to show. */
function networkReason(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'the request failed before any answer';
}

/**
 * One request to VinSolutions within `timeoutMs` (answer and body together). Fails with a
 * VinSolutionsError on a timeout, the network, or a redirect (refused: the token and the API key
 * would follow it to an address nobody configured); any other status is returned for the client to read.
 */
export async function askVendor({ request, url, method, headers, body, timeoutMs, secrets }: VendorRequest): Promise<VendorAnswer> {
  const shown = shownUrl(url);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new VinSolutionsError(request, 'timeout', { url: shown, timeoutMs });
    throw new VinSolutionsError(request, 'unreachable', { url: shown, reason: networkReason(error) });
  }
  if (status >= 300 && status < 400) {
    throw new VinSolutionsError(request, 'service-error', { status, url: shown, reason: 'it redirected the request elsewhere, which is refused' });
  }
  return { status, text: withoutSecrets(text, secrets), url: shown };
}
