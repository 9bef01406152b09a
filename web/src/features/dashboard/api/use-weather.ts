import type { WEATHER_CITIES } from '@mamt/contract';
import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { LIVE_QUERY, dashboardKey } from './query-keys';

export type WeatherCity = (typeof WEATHER_CITIES)[number];

/** The current weather of one of the dashboard's cities, in Celsius (the server keeps it 10 minutes). */
export function useWeather(city: WeatherCity) {
  return useQuery({ queryKey: dashboardKey('weather', city), queryFn: () => rpc('getWeather', { city, units: 'metric' }), ...LIVE_QUERY });
}
