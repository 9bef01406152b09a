import { createSharedAnswers } from '../../lib/shared-answers.js';
import type { WeatherClient, WeatherNow } from './weather-client.js';

/** More cities than any dashboard asks for; past it, the oldest answers make room. */
const MAX_CITIES = 64;

export type CacheOptions = { ttlMs: number; now?: () => number };

/**
 * Keeps each city's weather for `ttlMs` (10 minutes by default: every dashboard refreshes every 30 s,
 * and a free key allows 60 calls a minute), one request per city however many dashboards ask at once.
 * A failure is not kept: the next ask tries the service again.
 */
export function cachedWeather(client: WeatherClient, { ttlMs, now = Date.now }: CacheOptions): WeatherClient {
  const answers = createSharedAnswers<WeatherNow>({ ttlMs, maxKeys: MAX_CITIES, now });
  return {
    provider: client.provider,
    current: (city: string) => answers.get(city.trim().replace(/\s+/g, ' ').toLowerCase(), () => client.current(city)),
  };
}
