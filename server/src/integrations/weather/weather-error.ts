import type { WeatherProvider } from './weather-client.js';

/** Why the weather could not be had, in terms an operator can act on. */
export type WeatherFailure = 'invalid-key' | 'city-not-found' | 'timeout' | 'unreachable' | 'service-error' | 'bad-answer';

const SERVICE_NAMES: Record<WeatherProvider, string> = { openweathermap: 'OpenWeatherMap', 'open-meteo': 'Open-Meteo' };

/**
 * `status`: the service's HTTP status; `url`: the address asked, with any key withheld; `reason`: the
 * service's own words or the network error's code.
 */
export type WeatherErrorDetail = { status?: number; url?: string; reason?: string; city?: string; timeoutMs?: number };

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

/**
 * The one error of the weather clients. Its message and fields never hold the API key: URLs are
 * given with the key withheld and the service's words are checked for it (weather-http.ts).
 */
export class WeatherError extends Error {
  override readonly name = 'WeatherError';

  constructor(
    readonly provider: WeatherProvider,
    readonly failure: WeatherFailure,
    readonly detail: WeatherErrorDetail = {},
  ) {
    super(explain(provider, failure, detail));
  }

  /** What a log line should carry about it. */
  logFields(): Record<string, unknown> {
    return { provider: this.provider, failure: this.failure, status: this.detail.status, url: this.detail.url };
  }
}
