import { OutsideSystemError, type OutsideErrorDetail, type OutsideSystem } from '../outside-http/outside-error.js';
import type { WeatherProvider } from './weather-client.js';

/** Why the weather could not be had, in terms an operator can act on. */
export type WeatherFailure = 'invalid-key' | 'city-not-found' | 'timeout' | 'unreachable' | 'service-error' | 'bad-answer';

const SERVICE_NAMES: Record<WeatherProvider, string> = { openweathermap: 'OpenWeatherMap', 'open-meteo': 'Open-Meteo' };

/** `city`: the city asked for. */
export type WeatherErrorDetail = OutsideErrorDetail & { city?: string };

const SAYS: OutsideSystem<WeatherFailure, WeatherErrorDetail>['says'] = {
  'invalid-key': (_, why) => `refused the API key (WEATHER_API_KEY)${why}`,
  'city-not-found': (detail) => `does not know the city "${detail.city ?? ''}"`,
  'service-error': (detail, why) => `answered HTTP ${detail.status ?? '?'}${why}`,
  'bad-answer': (_, why) => `answered something that is not the weather${why}`,
};

/** The error of the weather clients: which service failed, and why (never the API key: outside-error.ts). */
export class WeatherError extends OutsideSystemError<WeatherFailure, WeatherErrorDetail> {
  constructor(
    readonly provider: WeatherProvider,
    failure: WeatherFailure,
    detail: WeatherErrorDetail = {},
  ) {
    super({ name: 'WeatherError', identity: { provider }, service: SERVICE_NAMES[provider], timeoutSetting: 'WEATHER_TIMEOUT_MS', says: SAYS }, failure, detail);
  }
}
