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
  const answers = new Map<string, { weather: WeatherNow; until: number }>();
  const asking = new Map<string, Promise<WeatherNow>>();

  function keep(key: string, weather: WeatherNow): void {
    answers.delete(key);
    answers.set(key, { weather, until: now() + ttlMs });
    if (answers.size > MAX_CITIES) answers.delete(answers.keys().next().value!);
  }

  return {
    provider: client.provider,
    current(city: string): Promise<WeatherNow> {
      const key = city.trim().replace(/\s+/g, ' ').toLowerCase();
      const kept = answers.get(key);
      if (kept && kept.until > now()) return Promise.resolve(kept.weather);
      const pending = asking.get(key);
      if (pending) return pending;
      const request = client
        .current(city)
        .then((weather) => (keep(key, weather), weather))
        .finally(() => asking.delete(key));
      asking.set(key, request);
      return request;
    },
  };
}
