import { networkReason } from '../outside-http/outside-request.js';
import { jsonOf, shownUrl, WITHHELD } from '../outside-http/outside-text.js';
import type { WeatherProvider } from './weather-client.js';
import { WeatherError } from './weather-error.js';

/** The answer of a weather service: its status and its body as JSON (undefined when it is not JSON, an HTML error page). */
export type ServiceAnswer = { status: number; body: unknown; url: string };

/** `secretParam`: the query parameter holding the key, withheld wherever the address is shown. */
export type ServiceRequest = { provider: WeatherProvider; url: URL; timeoutMs: number; secretParam?: string };

/**
 * What the service said about its error, in its own words (`message` of OpenWeatherMap, `reason` of
 * Open-Meteo), shortened, and never with the key in it.
 */
export function serviceWords(body: unknown, secret?: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const words = (body as { message?: unknown; reason?: unknown }).message ?? (body as { reason?: unknown }).reason;
  if (typeof words !== 'string' || !words.trim()) return undefined;
  const safe = secret ? words.split(secret).join(WITHHELD) : words;
  return safe.length > 200 ? `${safe.slice(0, 200)}…` : safe;
}

/**
 * A GET of a weather service within `timeoutMs` (answer and body together). Fails with a WeatherError:
 * timeout, or unreachable; any status is returned for the client to read. Redirects are refused: the
 * key would follow them to an address nobody configured.
 */
export async function getJson({ provider, url, timeoutMs, secretParam }: ServiceRequest): Promise<ServiceAnswer> {
  const shown = shownUrl(url, secretParam ? [secretParam] : []);
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: jsonOf(await response.text()), url: shown };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new WeatherError(provider, 'timeout', { url: shown, timeoutMs });
    throw new WeatherError(provider, 'unreachable', { url: shown, reason: networkReason(error) });
  }
}
