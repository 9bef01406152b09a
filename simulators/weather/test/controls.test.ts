import { describe, expect, it } from 'vitest';
import { DEMO_WEATHER_KEY } from '../src/index.js';
import { useWeatherSimulator } from './support/use-weather-simulator.js';

const sim = useWeatherSimulator();

const OWM = `/data/2.5/weather?q=Phoenix&units=metric&appid=${DEMO_WEATHER_KEY}`;
const GEOCODING = '/v1/search?name=Phoenix&count=1';
const FORECAST = '/v1/forecast?latitude=33.44838&longitude=-112.07404&current=temperature_2m,weather_code';

const requests = async () => (await (await sim.get('/__simulator/requests')).json()) as { total: number; byService: Record<string, number> };

describe('test controls (/__simulator/)', () => {
  it('counts the requests of each service, not its own, until reset', async () => {
    await sim.get(OWM);
    await sim.get(OWM);
    await sim.get(GEOCODING);
    await sim.get(FORECAST);
    await sim.get('/data/2.5/weather?q=Phoenix&appid=wrong'); // refused requests count too
    expect(await requests()).toEqual({ total: 5, byService: { openweathermap: 3, geocoding: 1, forecast: 1 } });
    expect((await sim.control('reset')).status).toBe(200);
    expect(await requests()).toEqual({ total: 0, byService: { openweathermap: 0, geocoding: 0, forecast: 0 } });
  });

  it('delays answers by the latency asked', async () => {
    expect((await sim.control('latency', { ms: 300 })).status).toBe(200);
    const started = Date.now();
    expect((await sim.get(OWM)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('hangs: accepts a request and never answers, only on the service named', async () => {
    await sim.control('hang', { service: 'forecast' });
    await expect(sim.get(FORECAST, AbortSignal.timeout(300))).rejects.toThrow(/aborted/i);
    expect((await sim.get(GEOCODING)).status).toBe(200);
    expect((await requests()).byService.forecast).toBe(1);
  });

  it("fails with the status asked, in each service's own words, until it recovers", async () => {
    await sim.control('fail', { status: 503 });
    const owm = await sim.get(OWM);
    expect(owm.status).toBe(503);
    expect(owm.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await owm.text()).toContain('503 Service Temporarily Unavailable');
    const forecast = await sim.get(FORECAST);
    expect(forecast.status).toBe(503);
    expect(await forecast.json()).toEqual({ error: true, reason: 'Internal Server Error' });

    await sim.control('fail', { status: 401, service: 'openweathermap' });
    expect(await (await sim.get(OWM)).json()).toEqual({ cod: 401, message: expect.stringMatching(/^Invalid API key/) });
    await sim.control('fail', { status: 429, service: 'geocoding' });
    expect(await (await sim.get(GEOCODING)).json()).toEqual({ error: true, reason: expect.stringMatching(/limit exceeded/) });

    await sim.control('recover', {});
    for (const path of [OWM, GEOCODING, FORECAST]) expect((await sim.get(path)).status).toBe(200);
    expect((await requests()).total).toBe(7);
  });

  it('refuses control bodies it cannot use, naming what is wrong', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['latency', { ms: -1 }, /ms/],
      ['fail', { status: 200 }, /status/],
      ['hang', { service: 'weather.com' }, /service/],
      ['weather', { city: 'Atlantis', temp: 1, main: 'Rain' }, /city/],
      ['weather', { city: 'Phoenix', temp: '30', main: 'Clear' }, /temp/],
      ['weather', { city: 'Phoenix', temp: 30, main: 'Sunny' }, /main/],
    ];
    for (const [name, body, error] of cases) {
      const response = await sim.control(name, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
    const notJson = await fetch(`${sim.base()}/__simulator/fail`, { method: 'POST', body: '{status' });
    expect(notJson.status).toBe(400);
    expect((await sim.control('nothing')).status).toBe(404);
  });

  it('keeps pinned weather until reset', async () => {
    await sim.control('weather', { city: 'Phoenix', temp: 1.5, main: 'Snow' });
    const pinned = (await (await sim.get(OWM)).json()) as { main: { temp: number }; weather: Array<{ main: string }> };
    expect([pinned.main.temp, pinned.weather[0]!.main]).toEqual([1.5, 'Snow']);
    await sim.control('reset');
    const drawn = (await (await sim.get(OWM)).json()) as { main: { temp: number } };
    expect(drawn.main.temp).toBeGreaterThan(30);
  });
});
