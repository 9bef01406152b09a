import type { PortabilityProvider } from './portability-client.js';
import { PortabilityError } from './portability-error.js';

const WITHHELD = '[redacted]';
const MAX_WORDS = 200;

/** A provider's answer: its status and body text; `url` is the address as it may be shown. */
export type ProviderAnswer = { status: number; text: string; url: string };

/**
 * `secrets`: every secret value the request carries (in its body, headers or address), withheld from
 * whatever is shown; `secretParams`: query parameters holding one, shown as [redacted].
 */
export type ProviderRequest = {
  provider: PortabilityProvider;
  url: URL;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  secrets: ReadonlyArray<string | undefined>;
  secretParams?: readonly string[];
};

/** The text with every secret replaced (short or empty values are not secrets worth matching). */
export function withoutSecrets(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let safe = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 3) continue;
    safe = safe.split(secret).join(WITHHELD);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) safe = safe.split(encoded).join(WITHHELD);
  }
  return safe;
}

/** The provider's words, one line, shortened and cleaned of secrets; undefined when there are none. */
export function providerWords(words: unknown, secrets: ReadonlyArray<string | undefined>): string | undefined {
  if (typeof words !== 'string') return undefined;
  const line = withoutSecrets(words, secrets).replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > MAX_WORDS ? `${line.slice(0, MAX_WORDS)}…` : line;
}

/** The address as it may be logged: secret parameters' values replaced. */
export function shownUrl(url: URL, secretParams: readonly string[] = []): string {
  const shown = new URL(url);
  for (const name of secretParams) if (shown.searchParams.has(name)) shown.searchParams.set(name, WITHHELD);
  return shown.toString().split(encodeURIComponent(WITHHELD)).join(WITHHELD);
}

/** A provider address joined with a path, keeping any path prefix of the base (a proxy, the simulator's /inteliquent). */
export function providerUrl(base: string, path: string, params: Record<string, string> = {}): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** The network error's code (ECONNREFUSED, ENOTFOUND, ...): the only part of it that is safe and useful to show. */
function networkReason(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'the request failed before any answer';
}

/**
 * One request to a provider within `timeoutMs` (answer and body together). Fails with a
 * PortabilityError on a timeout, the network, or a redirect (refused: the credentials would follow it
 * to an address nobody configured); any other status is returned for the client to read.
 */
export async function askProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  const { provider, url, method, headers, body, timeoutMs, secrets } = request;
  const shown = shownUrl(url, request.secretParams);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new PortabilityError(provider, 'timeout', { url: shown, timeoutMs });
    throw new PortabilityError(provider, 'unreachable', { url: shown, reason: networkReason(error) });
  }
  if (status >= 300 && status < 400) {
    throw new PortabilityError(provider, 'provider-error', { status, url: shown, reason: 'it redirected the request elsewhere, which is refused' });
  }
  return { status, text: withoutSecrets(text, secrets), url: shown };
}

/** The body as JSON, or undefined when it is not JSON (an HTML error page). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Runs `task` on every item, at most `limit` at a time, in order; stops starting new ones after a failure. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
