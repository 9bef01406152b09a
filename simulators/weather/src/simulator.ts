import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, type Answer, type Context } from './answer.js';
import { controlRoute } from './control-routes.js';
import { Control, type Faults, type Service } from './control.js';
import { forecast, openMeteoFailure, searchPlaces } from './open-meteo.js';
import { currentWeather, openWeatherMapFailure } from './openweathermap.js';
import type { Pin } from './weather-model.js';

/** The OpenWeatherMap key the demo and the tests use; any other key is refused as the real service does. */
export const DEMO_WEATHER_KEY = 'demo-weather-key';

/** `apiKeys`: keys accepted besides the demo key; `now`: the clock (tests fix it). */
export type WeatherSimulatorOptions = { apiKeys?: readonly string[]; now?: () => Date };

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

function send(res: http.ServerResponse, { status, body, type }: Answer): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type ?? 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An HTTP stand-in for the two weather services the product can use, on their real paths and with
 * their real answers and errors: OpenWeatherMap's current weather (`/data/2.5/weather`, with a key)
 * and Open-Meteo's geocoding (`/v1/search`) and forecast (`/v1/forecast`, no key). Test controls
 * (faults, pinned weather, request counts) are JSON POSTs under `/__simulator/`.
 */
export function createWeatherSimulator(options: WeatherSimulatorOptions = {}) {
  const control = new Control();
  const context: Context = {
    now: options.now ?? (() => new Date()),
    apiKeys: new Set([DEMO_WEATHER_KEY, ...(options.apiKeys ?? [])]),
    pinOf: (city) => control.pinOf(city),
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/__simulator/')) {
      const body = await readJson(req);
      if (!body) return send(res, json(400, { error: 'the body must be a JSON object' }));
      return send(res, controlRoute(control, url.pathname.slice('/__simulator/'.length), method, body));
    }
    const route = ROUTES[url.pathname.replace(/\/+$/, '')];
    if (!route) return send(res, json(404, { error: 'not found' }));
    if (method !== 'GET' && method !== 'HEAD') return send(res, json(405, { error: 'method not allowed' }));
    control.count(route.service);
    const faults: Faults = control.faultsFor(route.service);
    if (faults.hang) return; // accepted, never answered: the client's timeout must fire
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    if (faults.failStatus) return send(res, failureOf(route.service, faults.failStatus));
    send(res, route.answer(url.searchParams, context));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, json(500, { error: String(error) })));
  });

  return {
    control: {
      /** Faults on one service, or on all of them. */
      setFaults: (faults: Faults, service?: Service) => control.setFaults(faults, service),
      clearFaults: (service?: Service) => control.clearFaults(service),
      pin: (city: string, pin: Pin) => control.pin(city, pin),
      requests: () => control.requests(),
      reset: () => control.reset(),
    },
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    /** Also drops the requests left hanging, which would otherwise keep it open. */
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WeatherSimulator = ReturnType<typeof createWeatherSimulator>;
