/** What stands in a shown text or address where a secret was. */
export const WITHHELD = '[redacted]';

const MAX_WORDS = 200;

/**
 * The text with every secret replaced, as written and as a form or URL encodes it (short or empty
 * values are not secrets worth matching: replacing them would garble the text).
 */
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

/** An outside system's words as one shortened line (they end up in an error message); undefined when there are none. */
export function oneLine(words: unknown): string | undefined {
  if (typeof words !== 'string') return undefined;
  const line = words.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > MAX_WORDS ? `${line.slice(0, MAX_WORDS)}…` : line;
}

/** The body as JSON, or undefined when it is not JSON (an HTML error page, an empty 204). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A base address joined with a path, keeping any path prefix of the base (a proxy, a simulator mounted below /). */
export function joinUrl(base: string, path: string, params: Record<string, string> = {}): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** The address as it may be logged: without a user and password written into it, secret parameters' values replaced. */
export function shownUrl(url: URL, secretParams: readonly string[] = []): string {
  const shown = new URL(url);
  shown.username = '';
  shown.password = '';
  for (const name of secretParams) if (shown.searchParams.has(name)) shown.searchParams.set(name, WITHHELD);
  return shown.toString().split(encodeURIComponent(WITHHELD)).join(WITHHELD);
}

/**
 * An address with a user and password written into it (`https://user:pass@loki:3100`, as operators
 * configure Loki and Prometheus) as the address without them (fetch refuses them) and those as a Basic
 * Authorization header; `secrets`, the password and the header's encoded pair, to withhold from
 * whatever is shown (the user name is no secret).
 */
export function basicAuthOf(address: string): { url: URL; headers: Record<string, string>; secrets: string[] } {
  const url = new URL(address);
  const headers: Record<string, string> = {};
  const secrets: string[] = [];
  if (url.username || url.password) {
    const password = decodeURIComponent(url.password);
    const pair = Buffer.from(`${decodeURIComponent(url.username)}:${password}`).toString('base64');
    headers.authorization = `Basic ${pair}`;
    secrets.push(password, pair);
    url.username = '';
    url.password = '';
  }
  return { url, headers, secrets };
}
