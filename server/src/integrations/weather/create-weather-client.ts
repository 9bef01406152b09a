import type { Config } from '../../config.js';
import { cachedWeather } from './cached-weather.js';
import { createOpenMeteo } from './open-meteo.js';
import { createOpenWeatherMap } from './openweathermap.js';
import type { WeatherClient } from './weather-client.js';

type WeatherConfig = Pick<Config, 'WEATHER_API_KEY' | 'WEATHER_URL' | 'WEATHER_GEOCODING_URL' | 'WEATHER_TIMEOUT_MS' | 'WEATHER_CACHE_MINUTES'>;

/**
 * The product's weather client: OpenWeatherMap when WEATHER_API_KEY is set, Open-Meteo (no key)
 * otherwise; WEATHER_URL replaces the service's address (the simulator's, under `npm start`), and
 * every city's answer is kept WEATHER_CACHE_MINUTES.
 */
export function weatherClientFor(config: WeatherConfig): WeatherClient {
  const timeoutMs = config.WEATHER_TIMEOUT_MS;
  const client = config.WEATHER_API_KEY
    ? createOpenWeatherMap({ apiKey: config.WEATHER_API_KEY, baseUrl: config.WEATHER_URL, timeoutMs })
    : createOpenMeteo({ forecastUrl: config.WEATHER_URL, geocodingUrl: config.WEATHER_GEOCODING_URL, timeoutMs });
  return cachedWeather(client, { ttlMs: config.WEATHER_CACHE_MINUTES * 60_000 });
}
