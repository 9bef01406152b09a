import { MESSAGES, WEATHER_CITIES, formatMessage } from '@mamt/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERY_DEMO_ACCOUNT, useApp, useSignIns } from '../support/test-app.js';
import { SIMULATOR_WEATHER_KEY, useWeatherSimulator } from '../support/weather-simulator.js';

/** getWeather through the app, against the weather simulator as OpenWeatherMap (the key set). */
const sim = useWeatherSimulator({ resetEach: true });
const env: Record<string, string> = {};
// Before the app is built (hooks run in the order they are declared): the simulator's address is known by then.
beforeAll(() => void Object.assign(env, { WEATHER_URL: sim.url, WEATHER_API_KEY: SIMULATOR_WEATHER_KEY }));
const app = useApp(env);
// Every user type: the provider's administrator and support user, a tenant's administrator, support and simple user.
const tokens = useSignIns(app, EVERY_DEMO_ACCOUNT);

const getWeather = (query: string, token?: string) =>
  app.t.app.inject({ method: 'GET', url: `/api/v1/getWeather?${query}`, headers: token ? { token } : {} });

/** Neither the key nor the service's address may reach the browser. */
function expectNothingOfTheService(body: string) {
  expect(body).not.toContain(SIMULATOR_WEATHER_KEY);
  expect(body).not.toContain(new URL(sim.url).host);
}

describe('getWeather', () => {
  it("answers each dashboard city's temperature in Celsius and sky, in any case, without the key or the address", async () => {
    await sim.control('weather', { city: 'Phoenix', temp: 31.5, main: 'Clear' });
    await sim.control('weather', { city: 'Toronto', temp: -3.5, main: 'Snow' });
    await sim.control('weather', { city: 'New York', temp: 12.25, main: 'Rain' });
    const expected = { Phoenix: [31.5, 'Clear', 'clear sky'], Toronto: [-3.5, 'Snow', 'light snow'], 'New York': [12.25, 'Rain', 'light rain'] } as const;
    for (const [query, city] of [['city=Phoenix', 'Phoenix'], ['city=toronto', 'Toronto'], ['city=new%20york&units=metric', 'New York']] as const) {
      const response = await getWeather(query, tokens.acmeSimple);
      expect(response.statusCode).toBe(200);
      const [temp, main, description] = expected[city];
      expect(response.json()).toEqual({ name: city, main: { temp }, weather: [{ main, description }], observed_at: expect.any(String) });
      expect(Math.abs(Date.now() - Date.parse(response.json().observed_at))).toBeLessThan(11 * 60_000);
      expectNothingOfTheService(response.body);
    }
    expect(WEATHER_CITIES).toEqual(Object.keys(expected));
  });

  it("answers a city again from the server's cache, without asking the service", async () => {
    expect((await getWeather('city=Phoenix', tokens.acmeSimple)).statusCode).toBe(200);
    expect((await getWeather('city=PHOENIX', tokens.globexAdmin)).statusCode).toBe(200);
    expect((await sim.requests()).total).toBe(0);
  });

  it('refuses a city that is not one of the dashboard\'s with a field error on city, before asking the service', async () => {
    for (const query of ['city=Atlantis', 'city=', '']) {
      const response = await getWeather(query, tokens.acmeSimple);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('city');
    }
    const unknown = await getWeather('city=London', tokens.acmeSimple);
    expect(unknown.json().fieldErrors.city).toBe(formatMessage(MESSAGES.weatherCityUnknown, { cities: 'Phoenix, Toronto, New York' }).text);
    expect((await sim.requests()).total).toBe(0);
  });

  it('refuses units other than metric, naming units', async () => {
    for (const units of ['imperial', 'standard']) {
      const response = await getWeather(`city=Phoenix&units=${units}`, tokens.acmeSimple);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ units: MESSAGES.weatherUnitsInvalid.text });
    }
  });

  it('refuses an anonymous caller, and answers every signed-in user type', async () => {
    const anonymous = await getWeather('city=Phoenix');
    expect(anonymous.statusCode).toBe(401);
    for (const [account, token] of Object.entries(tokens)) {
      const response = await getWeather('city=Toronto', token);
      expect([account, response.statusCode]).toEqual([account, 200]);
    }
    const superSimple = await app.t.login('demo', 'simple');
    expect((await getWeather('city=Toronto', superSimple)).statusCode).toBe(200);
  });
});
