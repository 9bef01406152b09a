import { askOutside, type RequestFailure } from '../outside-http/outside-request.js';
import { jsonOf, WITHHELD } from '../outside-http/outside-text.js';
import type { WeatherProvider } from './weather-client.js';
import { WeatherError, type WeatherFailure } from './weather-error.js';

/** The answer of a weather service: its status and its body as JSON (undefined when it is not JSON, an HTML error page). */
export type ServiceAnswer = { status: number; body: unknown; url: string };

/** `secretParam`: the query parameter holding the key, withheld wherever the address is shown. */
export type ServiceRequest = { provider: WeatherProvider; url: URL; timeoutMs: number; secretParam?: string };

/** A redirect is reported as the service unreachable: it answered, but not where it was asked. */
const FAILURES: Record<RequestFailure, WeatherFailure> = { timeout: 'timeout', unreachable: 'unreachable', redirected: 'unreachable' };

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
 * A GET of a weather service within `timeoutMs` (answer and body together), through the outside-HTTP
 * layer. Fails with a WeatherError: timeout, or unreachable (a redirect too: the key would follow it
 * to an address nobody configured); any other status is returned for the client to read.
 */
export async function getJson({ provider, url, timeoutMs, secretParam }: ServiceRequest): Promise<ServiceAnswer> {
  const secretParams = secretParam ? [secretParam] : [];
  const answer = await askOutside(
    {
      url,
      method: 'GET',
      headers: { accept: 'application/json' },
      timeoutMs,
      secrets: secretParams.map((name) => url.searchParams.get(name) ?? undefined),
      secretParams,
    },
    (failure, detail) => new WeatherError(provider, FAILURES[failure], detail),
  );
  return { status: answer.status, body: jsonOf(answer.text), url: answer.url };
}
