import { z } from 'zod';
import { joinUrl } from '../outside-http/outside-text.js';
import type { WeatherClient, WeatherNow } from './weather-client.js';
import { WeatherError } from './weather-error.js';
import { getJson, serviceWords, type ServiceAnswer } from './weather-http.js';
import { weatherOfWmoCode } from './wmo-codes.js';

export const OPEN_METEO_URL = 'https://api.open-meteo.com';
export const OPEN_METEO_GEOCODING_URL = 'https://geocoding-api.open-meteo.com';

/** A search answers no `results` key at all when nothing matches. */
const ZSearch = z.object({ results: z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })).optional() });
const ZForecast = z.object({
  current_units: z.object({ temperature_2m: z.string() }).partial().optional(),
  current: z.object({ time: z.string(), temperature_2m: z.number(), weather_code: z.number().int() }),
});

type Place = { name: string; latitude: number; longitude: number };

export type OpenMeteoOptions = { forecastUrl?: string; geocodingUrl?: string; timeoutMs: number };

/**
 * Open-Meteo, which needs no key: the city's coordinates from its geocoding search (kept for the
 * process: a city does not move), then the current temperature and WMO code at them, the code read
 * as OpenWeatherMap's group word.
 */
export function createOpenMeteo({ forecastUrl = OPEN_METEO_URL, geocodingUrl = OPEN_METEO_GEOCODING_URL, timeoutMs }: OpenMeteoOptions): WeatherClient {
  const provider = 'open-meteo';
  const places = new Map<string, Place>();

  const failed = (answer: ServiceAnswer) => new WeatherError(provider, 'service-error', { status: answer.status, url: answer.url, reason: serviceWords(answer.body) });

  async function placeOf(city: string): Promise<Place> {
    const key = city.trim().toLowerCase();
    const known = places.get(key);
    if (known) return known;
    const url = joinUrl(geocodingUrl, '/v1/search', { name: city, count: '1', language: 'en', format: 'json' });
    const answer = await getJson({ provider, url, timeoutMs });
    if (answer.status !== 200) throw failed(answer);
    const parsed = ZSearch.safeParse(answer.body);
    if (!parsed.success) throw new WeatherError(provider, 'bad-answer', { url: answer.url, reason: 'a geocoding answer without results[].latitude and longitude' });
    const place = parsed.data.results?.[0];
    if (!place) throw new WeatherError(provider, 'city-not-found', { status: answer.status, url: answer.url, city });
    places.set(key, place);
    return place;
  }

  return {
    provider,
    async current(city: string): Promise<WeatherNow> {
      const place = await placeOf(city);
      const url = joinUrl(forecastUrl, '/v1/forecast', {
        latitude: String(place.latitude),
        longitude: String(place.longitude),
        current: 'temperature_2m,weather_code',
        timezone: 'GMT',
      });
      const answer = await getJson({ provider, url, timeoutMs });
      if (answer.status !== 200) throw failed(answer);
      const parsed = ZForecast.safeParse(answer.body);
      const bad = (reason: string) => new WeatherError(provider, 'bad-answer', { url: answer.url, reason });
      if (!parsed.success) throw bad('no current.time, temperature_2m or weather_code');
      const { current, current_units: units } = parsed.data;
      if (units?.temperature_2m && units.temperature_2m !== '°C') throw bad(`a temperature in ${units.temperature_2m}, not °C`);
      const sky = weatherOfWmoCode(current.weather_code);
      if (!sky) throw bad(`an unknown WMO weather code ${current.weather_code}`);
      // The time is GMT, as asked, written without an offset (2024-05-01T14:45).
      const observedAt = new Date(`${current.time}Z`);
      if (Number.isNaN(observedAt.getTime())) throw bad(`an unreadable time ${current.time.slice(0, 40)}`);
      return { name: place.name, tempCelsius: current.temperature_2m, ...sky, observedAt };
    },
  };
}
