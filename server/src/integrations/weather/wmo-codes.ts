/**
 * Open-Meteo's WMO weather codes as OpenWeatherMap's group words, so that the dashboard reads one
 * vocabulary whichever service answered: 0-1 clear, 2-3 clouds, 45/48 fog, 51-57 drizzle, 61-67 and
 * 80-82 rain, 71-77 and 85-86 snow, 95-99 thunderstorm.
 */
const GROUPS: Array<[codes: number[], main: string]> = [
  [[0, 1], 'Clear'],
  [[2, 3], 'Clouds'],
  [[45, 48], 'Fog'],
  [[51, 53, 55, 56, 57], 'Drizzle'],
  [[61, 63, 65, 66, 67, 80, 81, 82], 'Rain'],
  [[71, 73, 75, 77, 85, 86], 'Snow'],
  [[95, 96, 99], 'Thunderstorm'],
];

/** The words of each code for people (Open-Meteo's own table). */
const DESCRIPTIONS: Record<number, string> = {
  0: 'clear sky', 1: 'mainly clear', 2: 'partly cloudy', 3: 'overcast',
  45: 'fog', 48: 'depositing rime fog',
  51: 'light drizzle', 53: 'moderate drizzle', 55: 'dense drizzle', 56: 'light freezing drizzle', 57: 'dense freezing drizzle',
  61: 'slight rain', 63: 'moderate rain', 65: 'heavy rain', 66: 'light freezing rain', 67: 'heavy freezing rain',
  71: 'slight snow fall', 73: 'moderate snow fall', 75: 'heavy snow fall', 77: 'snow grains',
  80: 'slight rain showers', 81: 'moderate rain showers', 82: 'violent rain showers', 85: 'slight snow showers', 86: 'heavy snow showers',
  95: 'thunderstorm', 96: 'thunderstorm with slight hail', 99: 'thunderstorm with heavy hail',
};

/** The group word and description of a WMO code, or undefined for a code the table does not have. */
export function weatherOfWmoCode(code: number): { main: string; description: string } | undefined {
  const group = GROUPS.find(([codes]) => codes.includes(code));
  return group ? { main: group[1], description: DESCRIPTIONS[code] ?? group[1].toLowerCase() } : undefined;
}
