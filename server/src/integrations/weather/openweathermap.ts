import { z } from 'zod';
import { joinUrl } from '../outside-http/outside-text.js';
import type { WeatherClient, WeatherNow } from './weather-client.js';
import { WeatherError } from './weather-error.js';
import { getJson, serviceWords } from './weather-http.js';

export const OPENWEATHERMAP_URL = 'https://api.openweathermap.org';

/** The fields of OpenWeatherMap's current weather the product reads (the answer holds many more). */
const ZCurrentWeather = z.object({
  name: z.string(),
  dt: z.number(),
  main: z.object({ temp: z.number() }),
  weather: z.array(z.object({ main: z.string(), description: z.string() })).min(1),
});

export type OpenWeatherMapOptions = { apiKey: string; baseUrl?: string; timeoutMs: number };

/**
 * OpenWeatherMap's current weather (`GET /data/2.5/weather?q=&units=metric&appid=`), in Celsius. The
 * key travels only in the request to the service; errors and logs show the address without it.
 */
export function createOpenWeatherMap({ apiKey, baseUrl = OPENWEATHERMAP_URL, timeoutMs }: OpenWeatherMapOptions): WeatherClient {
  const provider = 'openweathermap';
  return {
    provider,
    async current(city: string): Promise<WeatherNow> {
      const url = joinUrl(baseUrl, '/data/2.5/weather', { q: city, units: 'metric', appid: apiKey });
      const answer = await getJson({ provider, url, timeoutMs, secretParam: 'appid' });
      const detail = { status: answer.status, url: answer.url, city, reason: serviceWords(answer.body, apiKey) };
      if (answer.status === 401) throw new WeatherError(provider, 'invalid-key', detail);
      if (answer.status === 404) throw new WeatherError(provider, 'city-not-found', detail);
      if (answer.status !== 200) throw new WeatherError(provider, 'service-error', detail);
      const parsed = ZCurrentWeather.safeParse(answer.body);
      if (!parsed.success) throw new WeatherError(provider, 'bad-answer', { url: answer.url, reason: 'no name, dt, main.temp or weather[0]' });
      const { name, dt, main, weather } = parsed.data;
      return { name, tempCelsius: main.temp, main: weather[0]!.main, description: weather[0]!.description, observedAt: new Date(dt * 1000) };
    },
  };
}
