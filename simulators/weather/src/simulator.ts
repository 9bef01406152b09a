import { createFaultBoard, createRequestTally, faultSetters, handleServedPaths, serve, type Answer, type ServedPath } from '@mamt/simulator-kit';
import { weatherControlRoutes } from './control-routes.js';
import { createPins, SERVICES, type RequestCounts, type Service } from './control.js';
import { forecast, openMeteoFailure, searchPlaces } from './open-meteo.js';
import { currentWeather, openWeatherMapFailure } from './openweathermap.js';
import type { Context } from './route-context.js';

/** The OpenWeatherMap key the demo and the tests use; any other key is refused as the real service does. */
export const DEMO_WEATHER_KEY = 'demo-weather-key';

/** `apiKeys`: keys accepted besides the demo key; `now`: the clock (tests fix it). */
export type WeatherSimulatorOptions = { apiKeys?: readonly string[]; now?: () => Date };

/** Each service's path and answer; each service is counted, and faulted, on its own. */
const ROUTES: Record<string, { service: Service; answer: (params: URLSearchParams, context: Context) => Answer }> = {
  '/data/2.5/weather': { service: 'openweathermap', answer: currentWeather },
  '/v1/search': { service: 'geocoding', answer: searchPlaces },
  '/v1/forecast': { service: 'forecast', answer: forecast },
};

/** A failure as the failing service words it. */
function failureOf(service: Service, status: number): Answer {
  if (service === 'openweathermap') return openWeatherMapFailure(status);
  if (status === 429) return openMeteoFailure(429, 'Minutely API request limit exceeded. Please try again in one minute.');
  return openMeteoFailure(status, status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/**
 * An HTTP stand-in for the two weather services the product can use, on their real paths and with
 * their real answers and errors: OpenWeatherMap's current weather (`/data/2.5/weather`, with a key)
 * and Open-Meteo's geocoding (`/v1/search`) and forecast (`/v1/forecast`, no key). Test controls
 * (faults, pinned weather, request counts) are JSON POSTs under `/__simulator/`.
 */
export function createWeatherSimulator(options: WeatherSimulatorOptions = {}) {
  const faults = createFaultBoard(SERVICES);
  const tally = createRequestTally(SERVICES);
  const pins = createPins();
  const requests = (): RequestCounts => ({ total: tally.total(), byService: tally.byKey() });
  const reset = () => (faults.reset(), tally.reset(), pins.clear());
  const context: Context = {
    now: options.now ?? (() => new Date()),
    apiKeys: new Set([DEMO_WEATHER_KEY, ...(options.apiKeys ?? [])]),
    pinOf: pins.pinOf,
  };

  /** The services answer GET (and HEAD, as the real ones do) with the query alone. */
  function servedAt(path: string): ServedPath<Service, Service> | undefined {
    const route = ROUTES[path];
    return route && { part: route.service, countedAs: route.service, methods: ['GET', 'HEAD'], answer: (request) => route.answer(request.params, context) };
  }
  const control = weatherControlRoutes({ faults, requests, pin: pins.pin, reset });

  return {
    control: {
      ...faultSetters(faults),
      pin: pins.pin,
      requests,
      reset,
    },
    ...serve(handleServedPaths({ servedAt, control, faults, tally, failureOf })),
  };
}

export type WeatherSimulator = ReturnType<typeof createWeatherSimulator>;
