import { describe, expect, it } from 'vitest';
import { JULY_AFTERNOON, useWeatherSimulator } from './support/use-weather-simulator.js';

const sim = useWeatherSimulator();

type Place = { id: number; name: string; latitude: number; longitude: number; country: string; country_code: string; timezone: string };
type Forecast = {
  latitude: number;
  longitude: number;
  utc_offset_seconds: number;
  timezone: string;
  current_units: Record<string, string>;
  current: { time: string; interval: number; temperature_2m: number; weather_code: number } & Record<string, number | string>;
};

const search = async (query: string) => (await (await sim.get(`/v1/search?${query}`)).json()) as { results?: Place[]; generationtime_ms: number };
const forecast = (query: Record<string, string>) => sim.get(`/v1/forecast?${new URLSearchParams(query)}`);
const TORONTO = { latitude: '43.70643', longitude: '-79.39864' };

describe('GET /v1/search (geocoding)', () => {
  it('finds a city by its name in any case, in the real fields', async () => {
    const found = await search('name=new%20york&count=1&language=en&format=json');
    expect(found.results).toHaveLength(1);
    expect(found.results![0]).toMatchObject({ id: 5128581, name: 'New York', latitude: 40.71427, longitude: -74.00597, country: 'United States', country_code: 'US', timezone: 'America/New_York' });
    expect(found.generationtime_ms).toEqual(expect.any(Number));
  });

  it('answers no `results` key at all when nothing matches, or the name is shorter than two characters', async () => {
    for (const query of ['name=Atlantis&count=1', 'name=T', 'count=1']) expect(Object.keys(await search(query))).toEqual(['generationtime_ms']);
  });

  it('matches the start of a name from three characters on, up to `count` places', async () => {
    expect((await search('name=tor')).results?.map((place) => place.name)).toEqual(['Toronto']);
    expect((await search('name=to')).results).toBeUndefined();
    const badCount = await sim.get('/v1/search?name=Toronto&count=0');
    expect(badCount.status).toBe(400);
    expect(await badCount.json()).toEqual({ error: true, reason: expect.stringContaining('count') });
  });
});

describe('GET /v1/forecast', () => {
  it('answers the current variables asked, in 15-minute steps of GMT by default', async () => {
    const response = await forecast({ ...TORONTO, current: 'temperature_2m,weather_code' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Forecast;
    expect(answer).toMatchObject({ latitude: 43.706, longitude: -79.399, utc_offset_seconds: 0, timezone: 'GMT', timezone_abbreviation: 'GMT' });
    expect(answer.current_units).toEqual({ time: 'iso8601', interval: 'seconds', temperature_2m: '°C', weather_code: 'wmo code' });
    expect(answer.current).toEqual({ time: '2025-07-15T22:00', interval: 900, temperature_2m: expect.any(Number), weather_code: expect.any(Number) });
    expect(answer.current.temperature_2m).toBeGreaterThan(15);
  });

  it('gives the WMO code of the sky and the temperature, pinned or drawn, the same as OpenWeatherMap reports', async () => {
    await sim.control('weather', { city: 'Toronto', temp: -3.5, main: 'Snow' });
    const snowy = (await (await forecast({ ...TORONTO, current: 'temperature_2m,weather_code' })).json()) as Forecast;
    expect(snowy.current).toMatchObject({ temperature_2m: -3.5, weather_code: 71 });
    for (const [main, code] of [['Clear', 0], ['Clouds', 2], ['Fog', 45], ['Drizzle', 51], ['Rain', 61], ['Thunderstorm', 95]] as const) {
      await sim.control('weather', { city: 'Toronto', temp: 12, main });
      expect(((await (await forecast({ ...TORONTO, current: 'weather_code' })).json()) as Forecast).current.weather_code).toBe(code);
    }
  });

  it('converts to Fahrenheit and answers in the time zone asked', async () => {
    await sim.control('weather', { city: 'Toronto', temp: 20, main: 'Clear' });
    const answer = (await (await forecast({ ...TORONTO, current: 'temperature_2m,is_day', temperature_unit: 'fahrenheit', timezone: 'auto' })).json()) as Forecast;
    expect(answer).toMatchObject({ timezone: 'America/Toronto', utc_offset_seconds: -4 * 3600 });
    expect(answer.current).toMatchObject({ time: '2025-07-15T18:00', temperature_2m: 68, is_day: 1 });
    expect(answer.current_units.temperature_2m).toBe('°F');
  });

  it('answers any point on Earth, far from a known city too', async () => {
    const answer = (await (await forecast({ latitude: '-33.9', longitude: '18.4', current: 'temperature_2m' })).json()) as Forecast;
    expect(answer.current.temperature_2m).toEqual(expect.any(Number));
  });

  it("refuses parameters it cannot use with 400 and Open-Meteo's `{error, reason}`", async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ latitude: '200', longitude: '1', current: 'temperature_2m' }, /^Latitude must be in range of -90 to 90°\. Given: 200\.0\.$/],
      [{ longitude: '1', current: 'temperature_2m' }, /latitude/],
      [{ ...TORONTO, current: 'temperature_2m,sunshine_level' }, /sunshine_level/],
      [{ ...TORONTO, current: 'temperature_2m', timezone: 'Mars/Olympus' }, /timezone/i],
    ];
    for (const [query, reason] of cases) {
      const response = await forecast(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: boolean; reason: string };
      expect(body.error).toBe(true);
      expect(body.reason).toMatch(reason);
    }
  });

  it('moves with the clock: the same time gives the same weather, a July dawn is cooler than the afternoon', async () => {
    const temperature = async () => ((await (await forecast({ latitude: '33.44838', longitude: '-112.07404', current: 'temperature_2m' })).json()) as Forecast).current.temperature_2m;
    const afternoon = await temperature();
    expect(await temperature()).toBe(afternoon);
    sim.setNow(new Date(JULY_AFTERNOON.getTime() - 10 * 3_600_000)); // 05:00 in Phoenix
    expect(await temperature()).toBeLessThan(afternoon - 5);
  });
});
