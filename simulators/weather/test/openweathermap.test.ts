import { describe, expect, it } from 'vitest';
import { DEMO_WEATHER_KEY } from '../src/index.js';
import { JULY_AFTERNOON, useWeatherSimulator } from './support/use-weather-simulator.js';

const sim = useWeatherSimulator({ apiKeys: ['operator-key'] });

type OwmAnswer = {
  coord: { lon: number; lat: number };
  weather: Array<{ id: number; main: string; description: string; icon: string }>;
  main: { temp: number; feels_like: number; temp_min: number; temp_max: number; pressure: number; humidity: number };
  wind: { speed: number; deg: number };
  clouds: { all: number };
  rain?: { '1h': number };
  snow?: { '1h': number };
  dt: number;
  sys: { country: string; sunrise: number; sunset: number };
  timezone: number;
  id: number;
  name: string;
  cod: number | string;
};

const current = (query: Record<string, string>) => sim.get(`/data/2.5/weather?${new URLSearchParams(query)}`);
const weatherOf = async (query: Record<string, string>) => (await (await current({ appid: DEMO_WEATHER_KEY, ...query })).json()) as OwmAnswer;

describe('GET /data/2.5/weather', () => {
  it("answers a city's current weather in OpenWeatherMap's full shape", async () => {
    const response = await current({ q: 'Phoenix', units: 'metric', appid: DEMO_WEATHER_KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = (await response.json()) as OwmAnswer;
    expect(Object.keys(answer)).toEqual(['coord', 'weather', 'base', 'main', 'visibility', 'wind', ...(answer.rain ? ['rain'] : []), 'clouds', 'dt', 'sys', 'timezone', 'id', 'name', 'cod']);
    expect(answer).toMatchObject({ coord: { lon: -112.074, lat: 33.4484 }, base: 'stations', id: 5308655, name: 'Phoenix', cod: 200, sys: { type: 2, country: 'US' }, timezone: -7 * 3600 });
    expect(answer.weather).toHaveLength(1);
    expect(answer.weather[0]).toEqual({ id: expect.any(Number), main: expect.any(String), description: expect.any(String), icon: expect.stringMatching(/^\d\d[dn]$/) });
    expect(Object.keys(answer.main)).toEqual(['temp', 'feels_like', 'temp_min', 'temp_max', 'pressure', 'humidity', 'sea_level', 'grnd_level']);
    // A July afternoon in Phoenix is hot, in daylight, and the observation is at most 10 minutes old.
    expect(answer.main.temp).toBeGreaterThan(30);
    expect(answer.main.temp_min).toBeLessThan(answer.main.temp);
    expect(answer.main.temp_max).toBeGreaterThan(answer.main.temp);
    expect(answer.weather[0]!.icon.endsWith('d')).toBe(true);
    expect(JULY_AFTERNOON.getTime() / 1000 - answer.dt).toBeLessThan(600);
    expect(answer.sys.sunrise).toBeLessThan(answer.dt);
    expect(answer.sys.sunset).toBeGreaterThan(answer.dt);
  });

  it('converts to the units asked: Kelvin by default, Fahrenheit for imperial', async () => {
    const metric = await weatherOf({ q: 'Toronto', units: 'metric' });
    const standard = await weatherOf({ q: 'Toronto' });
    const imperial = await weatherOf({ q: 'Toronto', units: 'imperial' });
    expect(standard.main.temp).toBeCloseTo(metric.main.temp + 273.15, 1);
    expect(imperial.main.temp).toBeCloseTo((metric.main.temp * 9) / 5 + 32, 1);
    expect(imperial.wind.speed).toBeCloseTo(metric.wind.speed * 2.23694, 1);
    expect(standard.wind.speed).toBe(metric.wind.speed);
  });

  it('finds a city in any case and spacing, with a country (or state and country) that must be its own', async () => {
    expect((await weatherOf({ q: '  new   york ' })).name).toBe('New York');
    expect((await weatherOf({ q: 'Toronto,CA' })).name).toBe('Toronto');
    expect((await weatherOf({ q: 'New York,NY,us' })).name).toBe('New York');
    expect((await weatherOf({ q: 'London,uk' })).name).toBe('London');
    expect((await current({ q: 'Toronto,US', appid: DEMO_WEATHER_KEY })).status).toBe(404);
  });

  it('answers by coordinates too, naming the city there', async () => {
    const answer = await weatherOf({ lat: '43.7', lon: '-79.4', units: 'metric' });
    expect(answer).toMatchObject({ name: 'Toronto', cod: 200, coord: { lat: 43.7, lon: -79.4 } });
  });

  it('refuses a missing or unknown key with 401 before anything else, and accepts a key given in the options', async () => {
    const queries: Array<Record<string, string>> = [{ q: 'Phoenix' }, { q: 'Phoenix', appid: 'wrong' }, { q: 'Atlantis', appid: '' }];
    for (const query of queries) {
      const response = await current(query);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ cod: 401, message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.' });
    }
    expect((await current({ q: 'Phoenix', appid: 'operator-key' })).status).toBe(200);
  });

  it("answers an unknown city with 404 and no city at all with 400, in the service's words", async () => {
    const unknown = await current({ q: 'Atlantis', appid: DEMO_WEATHER_KEY });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ cod: '404', message: 'city not found' });
    const queries: Array<Record<string, string>> = [{}, { q: '  ' }, { lat: '91', lon: '0' }];
    for (const query of queries) {
      const nothing = await current({ appid: DEMO_WEATHER_KEY, ...query });
      expect(nothing.status).toBe(400);
      expect(await nothing.json()).toEqual({ cod: '400', message: 'Nothing to geocode' });
    }
  });

  it('shows pinned weather, with its precipitation field (snow for snow)', async () => {
    await sim.control('weather', { city: 'toronto', temp: -3.5, main: 'Snow' });
    const snowy = await weatherOf({ q: 'Toronto', units: 'metric' });
    expect(snowy.main.temp).toBe(-3.5);
    expect(snowy.weather[0]).toMatchObject({ id: 600, main: 'Snow', description: 'light snow' });
    expect(snowy.snow).toEqual({ '1h': expect.any(Number) });
    expect(snowy.rain).toBeUndefined();
    expect((await weatherOf({ q: 'Toronto' })).main.temp).toBe(269.65);

    await sim.control('weather', { city: 'New York', temp: 21, main: 'Rain' });
    expect((await weatherOf({ q: 'New York', units: 'metric' })).rain).toEqual({ '1h': 0.6 });
  });
});
