import { MESSAGES } from '@mamt/contract';
import type { Config } from '../../config.js';
import { weatherClientFor } from '../../integrations/weather/create-weather-client.js';
import { WeatherError } from '../../integrations/weather/weather-error.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Handlers } from '../../rpc/call-context.js';

/** What the weather needs of the core (its configuration and log); the core itself is passed in. */
type WeatherDeps = { config: Config; log: Logger };

/**
 * `getWeather` (document 1 §2, §3): a dashboard city's weather from the server's weather client, so
 * the service's key and address never reach the browser. A failure is logged for the operator with
 * its reason (never the key) and answered 502 with one message for everyone.
 */
export function createWeatherHandlers({ config, log }: WeatherDeps): Pick<Handlers, 'getWeather'> {
  const weather = weatherClientFor(config);
  return {
    getWeather: async ({ city }) => {
      try {
        const now = await weather.current(city);
        return {
          name: now.name,
          main: { temp: now.tempCelsius },
          weather: [{ main: now.main, description: now.description }],
          observed_at: now.observedAt.toISOString(),
        };
      } catch (error) {
        if (!(error instanceof WeatherError)) throw error;
        log.warn({ city, ...error.logFields() }, `weather unavailable: ${error.message}`);
        throw new AppError('UPSTREAM_FAILED', MESSAGES.weatherUnavailable);
      }
    },
  };
}
