import { OutsideSystemError, type OutsideErrorDetail } from '../outside-http/outside-error.js';
import type { WeatherProvider } from './weather-client.js';

/** Why the weather could not be had, in terms an operator can act on. */
export type WeatherFailure = 'invalid-key' | 'city-not-found' | 'timeout' | 'unreachable' | 'service-error' | 'bad-answer';

const SERVICE_NAMES: Record<WeatherProvider, string> = { openweathermap: 'OpenWeatherMap', 'open-meteo': 'Open-Meteo' };

/** `city`: the city asked for. */
export type WeatherErrorDetail = OutsideErrorDetail & { city?: string };

function explain(provider: WeatherProvider, failure: WeatherFailure, detail: WeatherErrorDetail): string {
  const service = SERVICE_NAMES[provider];
  const why = detail.reason ? `: ${detail.reason}` : '';
  switch (failure) {
    case 'invalid-key':
      return `${service} refused the API key (WEATHER_API_KEY)${why}`;
    case 'city-not-found':
      return `${service} does not know the city "${detail.city ?? ''}"`;
    case 'timeout':
      return `${service} did not answer within ${(detail.timeoutMs ?? 0) / 1000} s (WEATHER_TIMEOUT_MS)`;
    case 'unreachable':
      return `${service} could not be reached${why}`;
    case 'service-error':
      return `${service} answered HTTP ${detail.status ?? '?'}${why}`;
    case 'bad-answer':
      return `${service} answered something that is not the weather${why}`;
  }
}

/** The error of the weather clients: which service failed, and why (never the API key: outside-error.ts). */
export class WeatherError extends OutsideSystemError<WeatherFailure, WeatherErrorDetail> {
  override readonly name = 'WeatherError';

  constructor(
    readonly provider: WeatherProvider,
    failure: WeatherFailure,
    detail: WeatherErrorDetail = {},
  ) {
    super({ provider }, failure, detail, explain(provider, failure, detail));
  }
}
