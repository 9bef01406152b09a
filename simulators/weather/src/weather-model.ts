import type { Climate } from './cities.js';
import { CONDITIONS, type Condition, type ConditionGroup } from './conditions.js';
import { offsetSecondsOf } from './time-zone.js';

/** Where the weather is made: a known city, or any point asked by its coordinates. */
export type Place = { key: string; latitude: number; longitude: number; timeZone?: string; climate: Climate };

/** A sky and temperature a test (or a demo) fixed for a city until the simulator is reset. */
export type Pin = { temp: number; main: ConditionGroup };

/** One observation, in SI units (Celsius, m/s, hPa); the services convert it to what was asked. */
export type Observation = {
  at: Date;
  temp: number;
  feelsLike: number;
  tempMin: number;
  tempMax: number;
  pressure: number;
  humidity: number;
  windSpeed: number;
  windDeg: number;
  condition: Condition;
  isDay: boolean;
  sunrise: Date;
  sunset: Date;
  utcOffsetSeconds: number;
};

const HOUR = 3_600_000;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** FNV-1a of a text, as a number in [0, 1): the same place and time always draw the same weather. */
function draw(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/** A climate for a point no city is near: warmer toward the equator, seasons swapped south of it. */
export function climateAt(latitude: number): Climate {
  const distance = Math.abs(latitude);
  const winter = 28 - 0.7 * distance;
  const summer = 30 - 0.25 * distance;
  return {
    januaryMean: latitude >= 0 ? winter : summer,
    julyMean: latitude >= 0 ? summer : winter,
    dailySwing: 8,
    humidity: 65,
    skies: { Clear: 6, Clouds: 6, Rain: 3, Snow: 1, Thunderstorm: 1 },
  };
}

function pickSky(climate: Climate, chance: number): ConditionGroup {
  const skies = Object.entries(climate.skies) as Array<[ConditionGroup, number]>;
  const total = skies.reduce((sum, [, weight]) => sum + weight, 0);
  let left = chance * total;
  for (const [group, weight] of skies) {
    left -= weight;
    if (left < 0) return group;
  }
  return skies[skies.length - 1]?.[0] ?? 'Clear';
}

/** Precipitation falls as snow in the cold and as rain above freezing; no thunder in the cold. */
function skyForTemperature(group: ConditionGroup, temp: number): ConditionGroup {
  if (group === 'Thunderstorm' && temp < 8) return temp <= 0.5 ? 'Snow' : 'Rain';
  if ((group === 'Rain' || group === 'Drizzle') && temp <= 0.5) return 'Snow';
  if (group === 'Snow' && temp > 2) return 'Rain';
  return group;
}

function feelsLike(temp: number, windSpeed: number, humidity: number): number {
  const windKmh = windSpeed * 3.6;
  if (temp <= 10 && windKmh > 4.8) return 13.12 + 0.6215 * temp - 11.37 * windKmh ** 0.16 + 0.3965 * temp * windKmh ** 0.16;
  if (temp >= 27) return temp + 0.1 * (humidity - 40);
  return temp;
}

/** Sunrise and sunset of the local day (solar declination; good to a few minutes, enough for day/night icons). */
function sunOf(place: Place, localDay: Date, dayOfYear: number): { sunrise: Date; sunset: Date } {
  const toRad = Math.PI / 180;
  const declination = 23.44 * Math.sin((2 * Math.PI * (dayOfYear - 80)) / 365) * toRad;
  const cosHour = -Math.tan(place.latitude * toRad) * Math.tan(declination);
  const halfDayHours = (Math.acos(Math.min(1, Math.max(-1, cosHour))) / toRad) / 15;
  const solarNoon = localDay.getTime() + (12 - place.longitude / 15) * HOUR;
  return { sunrise: new Date(solarNoon - halfDayHours * HOUR), sunset: new Date(solarNoon + halfDayHours * HOUR) };
}

/**
 * The weather of `place` at `at`: a seasonal mean, a daily swing (coolest near dawn, warmest mid
 * afternoon), a sky drawn per three hours from the climate. Deterministic, so the demo looks alive
 * while tests can assert what they need (or pin a sky and temperature).
 */
export function weatherAt(place: Place, at: Date, pin?: Pin): Observation {
  const utcOffsetSeconds = place.timeZone ? offsetSecondsOf(place.timeZone, at) : Math.round(place.longitude / 15) * 3600;
  const local = new Date(at.getTime() + utcOffsetSeconds * 1000);
  const localDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  const dayOfYear = Math.floor((localDay.getTime() - Date.UTC(local.getUTCFullYear(), 0, 1)) / (24 * HOUR)) + 1;
  const localHour = local.getUTCHours() + local.getUTCMinutes() / 60;
  const day = `${place.key}|${localDay.toISOString().slice(0, 10)}`;
  const block = `${place.key}|${Math.floor(at.getTime() / (3 * HOUR))}`;

  const { climate } = place;
  const seasonal = (climate.januaryMean + climate.julyMean) / 2 - ((climate.julyMean - climate.januaryMean) / 2) * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
  const daily = (climate.dailySwing / 2) * Math.cos((2 * Math.PI * (localHour - 15)) / 24);
  const temp = pin?.temp ?? round(seasonal + (draw(day) - 0.5) * 4 + daily);
  const group = pin?.main ?? skyForTemperature(pickSky(climate, draw(`${block}|sky`)), temp);
  const variants = CONDITIONS[group];
  const condition = pin ? variants[0]! : variants[Math.floor(draw(`${block}|variant`) * variants.length)]!;
  const wet = condition.precipitation > 0;

  const humidity = Math.round(Math.min(100, Math.max(5, climate.humidity + (wet ? 20 : 0) + (draw(`${block}|humidity`) - 0.5) * 10)));
  const windSpeed = round(1 + draw(`${block}|wind`) * 7 + (group === 'Thunderstorm' ? 3 : 0));
  const { sunrise, sunset } = sunOf(place, localDay, dayOfYear);
  return {
    at,
    temp,
    feelsLike: round(feelsLike(temp, windSpeed, humidity)),
    tempMin: round(temp - 0.5 - draw(`${block}|min`)),
    tempMax: round(temp + 0.5 + draw(`${block}|max`)),
    pressure: 1013 + Math.round((draw(`${day}|pressure`) - 0.5) * 24) - (wet ? 6 : 0),
    humidity,
    windSpeed,
    windDeg: Math.floor(draw(`${block}|direction`) * 360),
    condition,
    isDay: at >= sunrise && at < sunset,
    sunrise,
    sunset,
    utcOffsetSeconds,
  };
}
