import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { cachedWeather } from '../../src/integrations/weather/cached-weather.js';
import { createOpenMeteo } from '../../src/integrations/weather/open-meteo.js';
import { createOpenWeatherMap } from '../../src/integrations/weather/openweathermap.js';
import type { WeatherClient } from '../../src/integrations/weather/weather-client.js';
import { WeatherError } from '../../src/integrations/weather/weather-error.js';
import { weatherOfWmoCode } from '../../src/integrations/weather/wmo-codes.js';
import { SIMULATOR_WEATHER_KEY, useWeatherSimulator } from '../support/weather-simulator.js';

const sim = useWeatherSimulator({ resetEach: true });

const owm = (options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createOpenWeatherMap({ apiKey: SIMULATOR_WEATHER_KEY, baseUrl: sim.url, timeoutMs: 5000, ...options });
const meteo = (options: { timeoutMs?: number } = {}) => createOpenMeteo({ forecastUrl: sim.url, geocodingUrl: sim.url, timeoutMs: 5000, ...options });

/** The error a weather request failed with; the test fails if it succeeded or failed otherwise. */
async function failureOf(request: Promise<unknown>): Promise<WeatherError> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WeatherError);
  return error as WeatherError;
}

/** Everything an error would put in a log line or an answer. */
const shown = (error: WeatherError) => JSON.stringify({ message: error.message, ...error.logFields(), detail: error.detail });

async function closedPort(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('OpenWeatherMap client', () => {
  it("reads a city's temperature in Celsius, group word, description and time", async () => {
    await sim.control('weather', { city: 'Toronto', temp: -3.5, main: 'Snow' });
    const weather = await owm().current('Toronto');
    expect(weather).toEqual({ name: 'Toronto', tempCelsius: -3.5, main: 'Snow', description: 'light snow', observedAt: expect.any(Date) });
    expect(Math.abs(Date.now() - weather.observedAt.getTime())).toBeLessThan(11 * 60_000);
    expect((await owm().current('new york')).name).toBe('New York');
  });

  it('fails for a refused key as invalid-key, never showing the key', async () => {
    const error = await failureOf(owm({ apiKey: 'not-the-key-7f3a' }).current('Phoenix'));
    expect(error).toMatchObject({ failure: 'invalid-key', detail: { status: 401 } });
    expect(error.message).toMatch(/^OpenWeatherMap refused the API key \(WEATHER_API_KEY\): Invalid API key/);
    expect(error.detail.url).toContain('appid=[redacted]');
    expect(shown(error)).not.toContain('not-the-key-7f3a');
  });

  it('fails for an unknown city as city-not-found', async () => {
    const error = await failureOf(owm().current('Atlantis'));
    expect(error).toMatchObject({ failure: 'city-not-found', detail: { status: 404 } });
    expect(error.message).toBe('OpenWeatherMap does not know the city "Atlantis"');
    expect(shown(error)).not.toContain(SIMULATOR_WEATHER_KEY);
  });

  it('fails within its timeout when the service hangs, and for a service down or unreachable', async () => {
    await sim.control('hang', { service: 'openweathermap' });
    const started = Date.now();
    const timedOut = await failureOf(owm({ timeoutMs: 300 }).current('Phoenix'));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(timedOut).toMatchObject({ failure: 'timeout', message: 'OpenWeatherMap did not answer within 0.3 s (WEATHER_TIMEOUT_MS)' });

    await sim.control('reset');
    await sim.control('fail', { status: 503 });
    const down = await failureOf(owm().current('Phoenix'));
    expect(down).toMatchObject({ failure: 'service-error', detail: { status: 503 }, message: 'OpenWeatherMap answered HTTP 503' });

    const unreachable = await failureOf(owm({ baseUrl: await closedPort() }).current('Phoenix'));
    expect(unreachable).toMatchObject({ failure: 'unreachable', message: 'OpenWeatherMap could not be reached: ECONNREFUSED' });
    for (const error of [timedOut, down, unreachable]) expect(shown(error)).not.toContain(SIMULATOR_WEATHER_KEY);
  });

  it('refuses to follow a redirect, which would carry the key elsewhere', async () => {
    let asked = 0;
    const redirecting = http.createServer((request, response) => {
      asked += 1;
      response.writeHead(302, { location: `${sim.url}${request.url}` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const error = await failureOf(owm({ baseUrl: `http://127.0.0.1:${(redirecting.address() as net.AddressInfo).port}` }).current('Phoenix'));
      expect(error).toMatchObject({ failure: 'unreachable', detail: { status: 302 }, message: 'OpenWeatherMap could not be reached: it redirected the request elsewhere, which is refused' });
      expect(shown(error)).not.toContain(SIMULATOR_WEATHER_KEY);
      expect(asked).toBe(1);
      expect((await sim.requests()).byService.openweathermap).toBe(0);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});

describe('Open-Meteo client', () => {
  it("reads the WMO code as OpenWeatherMap's group word, for every sky", async () => {
    for (const main of ['Clear', 'Clouds', 'Fog', 'Drizzle', 'Rain', 'Snow', 'Thunderstorm']) {
      await sim.control('weather', { city: 'New York', temp: main === 'Snow' ? -1.5 : 12.5, main });
      const weather = await meteo().current('new york');
      expect(weather).toMatchObject({ name: 'New York', tempCelsius: main === 'Snow' ? -1.5 : 12.5, main });
      expect(weather.description).toEqual(expect.any(String));
      expect(Math.abs(Date.now() - weather.observedAt.getTime())).toBeLessThan(16 * 60_000);
    }
  });

  it('keeps a geocoded city for the process: a second ask reaches only the forecast', async () => {
    const client = meteo();
    await client.current('Toronto');
    await client.current('Toronto');
    expect((await sim.requests()).byService).toEqual({ openweathermap: 0, geocoding: 1, forecast: 2 });
  });

  it('fails for an unknown city, a refused forecast, a hang and an unreachable service', async () => {
    expect(await failureOf(meteo().current('Atlantis'))).toMatchObject({ failure: 'city-not-found', message: 'Open-Meteo does not know the city "Atlantis"' });

    await sim.control('fail', { status: 400, service: 'forecast' });
    expect(await failureOf(meteo().current('Phoenix'))).toMatchObject({ failure: 'service-error', message: 'Open-Meteo answered HTTP 400: Bad Request' });

    await sim.control('reset');
    await sim.control('hang', { service: 'geocoding' });
    expect(await failureOf(meteo({ timeoutMs: 300 }).current('Phoenix'))).toMatchObject({ failure: 'timeout' });

    const gone = createOpenMeteo({ forecastUrl: await closedPort(), geocodingUrl: await closedPort(), timeoutMs: 5000 });
    expect(await failureOf(gone.current('Phoenix'))).toMatchObject({ failure: 'unreachable' });
  });

  it('maps the WMO codes of the reference table to their groups', () => {
    const groups: Array<[number[], string]> = [
      [[0, 1], 'Clear'],
      [[2, 3], 'Clouds'],
      [[45, 48], 'Fog'],
      [[51, 53, 55, 56, 57], 'Drizzle'],
      [[61, 63, 65, 66, 67, 80, 81, 82], 'Rain'],
      [[71, 73, 75, 77, 85, 86], 'Snow'],
      [[95, 96, 99], 'Thunderstorm'],
    ];
    for (const [codes, main] of groups) for (const code of codes) expect(weatherOfWmoCode(code)?.main).toBe(main);
    expect(weatherOfWmoCode(4)).toBeUndefined();
  });
});

describe('the weather cache', () => {
  const counted = async () => (await sim.requests()).byService.openweathermap;

  it('answers a city again within its period without reaching the service, in any spelling', async () => {
    const weather = cachedWeather(owm(), { ttlMs: 60_000 });
    const first = await weather.current('Phoenix');
    expect(await weather.current(' phoenix ')).toEqual(first);
    expect(await counted()).toBe(1);
    await weather.current('Toronto');
    expect(await counted()).toBe(2);
  });

  it('asks again once the period is over', async () => {
    let clock = 1_000_000;
    const weather = cachedWeather(owm(), { ttlMs: 600_000, now: () => clock });
    await weather.current('Phoenix');
    clock += 599_000;
    await weather.current('Phoenix');
    expect(await counted()).toBe(1);
    clock += 2_000;
    await weather.current('Phoenix');
    expect(await counted()).toBe(2);
  });

  it('sends one request for the asks that arrive together', async () => {
    await sim.control('latency', { ms: 200 });
    const weather = cachedWeather(owm(), { ttlMs: 60_000 });
    const answers = await Promise.all([weather.current('Phoenix'), weather.current('Phoenix'), weather.current('PHOENIX')]);
    expect(new Set(answers).size).toBe(1);
    expect(await counted()).toBe(1);
  });

  it('keeps no failure: the next ask reaches the service again', async () => {
    const weather: WeatherClient = cachedWeather(owm(), { ttlMs: 60_000 });
    await sim.control('fail', { status: 502 });
    expect(await failureOf(weather.current('Phoenix'))).toMatchObject({ failure: 'service-error' });
    await failureOf(weather.current('Phoenix'));
    await sim.control('recover');
    expect((await weather.current('Phoenix')).name).toBe('Phoenix');
    expect(await counted()).toBe(3);
  });
});
