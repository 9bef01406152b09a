import { MESSAGES } from '@mamt/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { SIMULATOR_WEATHER_KEY, useWeatherSimulator } from '../support/weather-simulator.js';

/** getWeather when the weather service fails: what the user gets and what the operator reads in the log. */
const sim = useWeatherSimulator({ resetEach: true });

/**
 * An app of the tests of one describe block (built in its hooks, one block after the other, so that
 * the worker's PGlite is reused), with the log lines of the current test. Each test asks a city no
 * test before it in the block asked, so that the app's weather cache plays no part.
 */
function useAppWithLogs(env: Record<string, string>) {
  const state = { t: undefined as unknown as TestApp, token: '', logs: [] as string[] };
  beforeAll(async () => {
    state.t = await buildTestApp({ WEATHER_URL: sim.url, WEATHER_GEOCODING_URL: sim.url, ...env }, { write: (line) => void state.logs.push(line) });
    state.token = await state.t.login('acme', 'acme-simple');
  });
  beforeEach(() => void (state.logs.length = 0));
  afterAll(() => state.t.close());
  return state;
}

const getWeather = (t: TestApp, city: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1/getWeather?city=${encodeURIComponent(city)}`, headers: { token } });

/** The warning logged for the failure, checked to hold neither the key nor the service's address with it. */
function warningOf(logs: string[]): { failure: string; city: string; url: string; msg: string } {
  const warnings = logs.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40 && String(entry.msg).startsWith('weather unavailable'));
  expect(warnings).toHaveLength(1);
  expect(logs.join('\n')).not.toContain(SIMULATOR_WEATHER_KEY);
  return warnings[0];
}

const unavailable = { code: 'UPSTREAM_FAILED', message: MESSAGES.weatherUnavailable.text, messageId: 'weatherUnavailable' };

describe('getWeather when OpenWeatherMap fails', () => {
  const app = useAppWithLogs({ WEATHER_API_KEY: SIMULATOR_WEATHER_KEY, WEATHER_TIMEOUT_MS: '1000' });

  it('a service down: 502 weather unavailable, the reason logged without the key; answered again once it is back', async () => {
    await sim.control('fail', { status: 503 });
    const response = await getWeather(app.t, 'Phoenix', app.token);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(unavailable);
    const warning = warningOf(app.logs);
    expect(warning).toMatchObject({ failure: 'service-error', city: 'Phoenix', provider: 'openweathermap', status: 503 });
    expect(warning.msg).toBe('weather unavailable: OpenWeatherMap answered HTTP 503');
    expect(warning.url).toContain('appid=[redacted]');

    // The failure was not kept: the next ask reaches the service, which is back.
    await sim.control('recover');
    expect((await getWeather(app.t, 'Phoenix', app.token)).statusCode).toBe(200);
    expect((await sim.requests()).byService.openweathermap).toBe(2);
  });

  it('a service that never answers: 502 after WEATHER_TIMEOUT_MS', async () => {
    await sim.control('hang');
    const started = Date.now();
    const response = await getWeather(app.t, 'New York', app.token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(unavailable);
    expect(warningOf(app.logs)).toMatchObject({ failure: 'timeout', city: 'New York', msg: 'weather unavailable: OpenWeatherMap did not answer within 1 s (WEATHER_TIMEOUT_MS)' });
  });

  it('a refused key: 502 for the user, "invalid-key" for the operator', async () => {
    await sim.control('fail', { status: 401, service: 'openweathermap' });
    const response = await getWeather(app.t, 'Toronto', app.token);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(unavailable);
    expect(warningOf(app.logs)).toMatchObject({ failure: 'invalid-key', msg: expect.stringMatching(/^weather unavailable: OpenWeatherMap refused the API key/) });
  });
});

describe('getWeather without a key', () => {
  const app = useAppWithLogs({});

  it('asks Open-Meteo, and tells its failures the same way', async () => {
    const answered = await getWeather(app.t, 'Toronto', app.token);
    expect(answered.statusCode).toBe(200);
    expect((await sim.requests()).byService).toEqual({ openweathermap: 0, geocoding: 1, forecast: 1 });

    await sim.control('fail', { status: 500, service: 'forecast' });
    const response = await getWeather(app.t, 'Phoenix', app.token);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(unavailable);
    expect(warningOf(app.logs)).toMatchObject({ failure: 'service-error', provider: 'open-meteo', status: 500 });
  });
});
