import type { ConditionGroup } from './conditions.js';

/**
 * A city both services know, with what their answers name (OpenWeatherMap's city id, Open-Meteo's
 * geocoding fields) and a rough climate from which the simulated weather is drawn.
 */
export type City = {
  name: string;
  /** OpenWeatherMap's and GeoNames' id of the city (Open-Meteo's geocoding uses GeoNames ids too). */
  id: number;
  countryCode: string;
  country: string;
  admin1: string;
  latitude: number;
  longitude: number;
  elevation: number;
  population: number;
  timeZone: string;
  climate: Climate;
};

/**
 * Mean temperatures of January and July (Celsius), the day's swing between its low and its high,
 * the usual relative humidity and how often each sky is seen (weights; precipitation becomes snow or
 * rain by the temperature).
 */
export type Climate = {
  januaryMean: number;
  julyMean: number;
  dailySwing: number;
  humidity: number;
  skies: Partial<Record<ConditionGroup, number>>;
};

export const CITIES: readonly City[] = [
  {
    name: 'Phoenix', id: 5308655, countryCode: 'US', country: 'United States', admin1: 'Arizona',
    latitude: 33.44838, longitude: -112.07404, elevation: 331, population: 1608139, timeZone: 'America/Phoenix',
    climate: { januaryMean: 13, julyMean: 35, dailySwing: 14, humidity: 25, skies: { Clear: 14, Clouds: 4, Rain: 1, Thunderstorm: 1 } },
  },
  {
    name: 'Toronto', id: 6167865, countryCode: 'CA', country: 'Canada', admin1: 'Ontario',
    latitude: 43.70643, longitude: -79.39864, elevation: 175, population: 2600000, timeZone: 'America/Toronto',
    climate: { januaryMean: -5, julyMean: 22, dailySwing: 8, humidity: 70, skies: { Clear: 5, Clouds: 8, Rain: 3, Snow: 2, Fog: 1 } },
  },
  {
    name: 'New York', id: 5128581, countryCode: 'US', country: 'United States', admin1: 'New York',
    latitude: 40.71427, longitude: -74.00597, elevation: 10, population: 8804190, timeZone: 'America/New_York',
    climate: { januaryMean: 1, julyMean: 25, dailySwing: 7, humidity: 62, skies: { Clear: 6, Clouds: 7, Rain: 3, Drizzle: 1, Thunderstorm: 1 } },
  },
  {
    name: 'Chicago', id: 4887398, countryCode: 'US', country: 'United States', admin1: 'Illinois',
    latitude: 41.85003, longitude: -87.65005, elevation: 179, population: 2746388, timeZone: 'America/Chicago',
    climate: { januaryMean: -4, julyMean: 24, dailySwing: 8, humidity: 68, skies: { Clear: 6, Clouds: 7, Rain: 2, Snow: 2, Thunderstorm: 1 } },
  },
  {
    name: 'Miami', id: 4164138, countryCode: 'US', country: 'United States', admin1: 'Florida',
    latitude: 25.77427, longitude: -80.19366, elevation: 2, population: 441003, timeZone: 'America/New_York',
    climate: { januaryMean: 20, julyMean: 29, dailySwing: 6, humidity: 74, skies: { Clear: 6, Clouds: 6, Rain: 3, Thunderstorm: 3 } },
  },
  {
    name: 'Vancouver', id: 6173331, countryCode: 'CA', country: 'Canada', admin1: 'British Columbia',
    latitude: 49.24966, longitude: -123.11934, elevation: 70, population: 600000, timeZone: 'America/Vancouver',
    climate: { januaryMean: 4, julyMean: 18, dailySwing: 6, humidity: 80, skies: { Clear: 3, Clouds: 7, Rain: 6, Drizzle: 2, Fog: 1 } },
  },
  {
    name: 'London', id: 2643743, countryCode: 'GB', country: 'United Kingdom', admin1: 'England',
    latitude: 51.50853, longitude: -0.12574, elevation: 25, population: 8961989, timeZone: 'Europe/London',
    climate: { januaryMean: 5, julyMean: 19, dailySwing: 6, humidity: 78, skies: { Clear: 3, Clouds: 8, Rain: 3, Drizzle: 3, Fog: 1 } },
  },
];

/** Spelling as people type it: case, outer and doubled spaces do not matter. */
export const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const cityNamed = (name: string): City | undefined => CITIES.find((city) => normalName(city.name) === normalName(name));

/** The city nearest a point, if one is within `withinKm` (a forecast asked by coordinates). */
export function cityNear(latitude: number, longitude: number, withinKm = 50): City | undefined {
  const distance = (city: City) => {
    const toRad = Math.PI / 180;
    const dLat = (city.latitude - latitude) * toRad;
    const dLon = (city.longitude - longitude) * toRad;
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(latitude * toRad) * Math.cos(city.latitude * toRad) * Math.sin(dLon / 2) ** 2;
    return 6371 * 2 * Math.asin(Math.sqrt(a));
  };
  const nearest = [...CITIES].sort((a, b) => distance(a) - distance(b))[0];
  return nearest && distance(nearest) <= withinKm ? nearest : undefined;
}
