import { json, type Answer } from '@mamt/simulator-kit';
import { CITIES, cityNear, normalName } from './cities.js';
import { numberParam, round, type Context } from './route-context.js';
import { abbreviationOf, isTimeZone, offsetSecondsOf } from './time-zone.js';
import { climateAt, weatherAt, type Observation, type Place } from './weather-model.js';

/** Open-Meteo's error shape (HTTP 400 for parameters it cannot use). */
export const openMeteoFailure = (status: number, reason: string): Answer => json(status, { error: true, reason });

const generation = () => ({ generationtime_ms: round(0.2 + Math.random() * 0.6, 6) });

/**
 * `GET /v1/search` (geocoding): up to `count` places whose name matches. As the real one: fewer than
 * two characters find nothing, two match a whole name, three or more the start of one; no match
 * answers without a `results` key at all.
 */
export function searchPlaces(params: URLSearchParams): Answer {
  const count = numberParam(params, 'count') ?? 10;
  if (!Number.isInteger(count) || count < 1 || count > 100) return openMeteoFailure(400, 'Parameter count must be between 1 and 100.');
  const name = normalName(params.get('name') ?? '');
  const matches = name.length < 2 ? [] : CITIES.filter((city) => (name.length === 2 ? normalName(city.name) === name : normalName(city.name).startsWith(name)));
  if (matches.length === 0) return json(200, generation());
  return json(200, {
    results: matches.slice(0, count).map((city) => ({
      id: city.id,
      name: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      elevation: city.elevation,
      feature_code: 'PPLA2',
      country_code: city.countryCode,
      timezone: city.timeZone,
      population: city.population,
      country: city.country,
      admin1: city.admin1,
    })),
    ...generation(),
  });
}

/** The `current` variables the simulator knows, with their unit and how each is read off an observation. */
const CURRENT: Record<string, { unit: (fahrenheit: boolean) => string; value: (o: Observation, fahrenheit: boolean) => number }> = {
  temperature_2m: { unit: (f) => (f ? '°F' : '°C'), value: (o, f) => round(f ? (o.temp * 9) / 5 + 32 : o.temp, 1) },
  apparent_temperature: { unit: (f) => (f ? '°F' : '°C'), value: (o, f) => round(f ? (o.feelsLike * 9) / 5 + 32 : o.feelsLike, 1) },
  relative_humidity_2m: { unit: () => '%', value: (o) => o.humidity },
  weather_code: { unit: () => 'wmo code', value: (o) => o.condition.wmo },
  is_day: { unit: () => '', value: (o) => (o.isDay ? 1 : 0) },
  cloud_cover: { unit: () => '%', value: (o) => o.condition.clouds },
  precipitation: { unit: () => 'mm', value: (o) => o.condition.precipitation },
  pressure_msl: { unit: () => 'hPa', value: (o) => o.pressure },
  wind_speed_10m: { unit: () => 'km/h', value: (o) => round(o.windSpeed * 3.6, 1) },
  wind_direction_10m: { unit: () => '°', value: (o) => o.windDeg },
};

/** The local time Open-Meteo writes: `2024-05-01T14:45`, no seconds, no offset. */
const localIso = (at: Date, offsetSeconds: number) => new Date(at.getTime() + offsetSeconds * 1000).toISOString().slice(0, 16);

/** `GET /v1/forecast` with `current=`: the weather now at a point, in 15-minute steps, in the time zone asked (GMT by default). */
export function forecast(params: URLSearchParams, context: Context): Answer {
  const latitude = numberParam(params, 'latitude');
  const longitude = numberParam(params, 'longitude');
  if (latitude === undefined || longitude === undefined) return openMeteoFailure(400, "Parameter 'latitude' and 'longitude' must be numbers and are both required.");
  if (Math.abs(latitude) > 90) return openMeteoFailure(400, `Latitude must be in range of -90 to 90°. Given: ${latitude.toFixed(1)}.`);
  if (Math.abs(longitude) > 180) return openMeteoFailure(400, `Longitude must be in range of -180 to 180°. Given: ${longitude.toFixed(1)}.`);
  const variables = (params.get('current') ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = variables.find((name) => !CURRENT[name]);
  if (unknown) return openMeteoFailure(400, `Cannot initialize ForecastVariable from invalid String value ${unknown} for key current`);
  const fahrenheit = params.get('temperature_unit') === 'fahrenheit';

  const city = cityNear(latitude, longitude);
  const place: Place = city
    ? { key: city.name, latitude, longitude, timeZone: city.timeZone, climate: city.climate }
    : { key: `${latitude},${longitude}`, latitude, longitude, climate: climateAt(latitude) };
  const askedZone = params.get('timezone') ?? 'GMT';
  const timeZone = askedZone === 'auto' ? (city?.timeZone ?? 'GMT') : askedZone;
  if (!isTimeZone(timeZone)) return openMeteoFailure(400, `Invalid timezone: ${askedZone}`);

  const at = new Date(Math.floor(context.now().getTime() / 900_000) * 900_000);
  const observation = weatherAt(place, at, city && context.pinOf(city.name));
  const offset = offsetSecondsOf(timeZone, at);
  return json(200, {
    // The real service answers the coordinates of its grid cell, close to those asked.
    latitude: round(latitude, 3),
    longitude: round(longitude, 3),
    ...generation(),
    utc_offset_seconds: offset,
    timezone: timeZone === 'UTC' ? 'GMT' : timeZone,
    timezone_abbreviation: abbreviationOf(timeZone, at),
    elevation: city?.elevation ?? 0,
    ...(variables.length > 0
      ? {
          current_units: { time: 'iso8601', interval: 'seconds', ...Object.fromEntries(variables.map((name) => [name, CURRENT[name]!.unit(fahrenheit)])) },
          current: { time: localIso(at, offset), interval: 900, ...Object.fromEntries(variables.map((name) => [name, CURRENT[name]!.value(observation, fahrenheit)])) },
        }
      : {}),
  });
}
