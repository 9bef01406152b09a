import { useSimulatorProcess } from './simulator-process.js';

/** The OpenWeatherMap key the simulator accepts (simulators/weather: DEMO_WEATHER_KEY). */
export const SIMULATOR_WEATHER_KEY = 'demo-weather-key';

export type WeatherSimulatorService = 'openweathermap' | 'geocoding' | 'forecast';
export type RequestCounts = { total: number; byService: Record<WeatherSimulatorService, number> };

/**
 * The weather simulator of one test file, a process of its own reached only over HTTP as the product
 * reaches the real services, listening at `url` from before the file's tests to after them; with
 * `resetEach`, without faults, pinned weather or counted requests before each test.
 */
export function useWeatherSimulator(options: { resetEach?: boolean } = {}) {
  return useSimulatorProcess<'latency' | 'hang' | 'fail' | 'recover' | 'weather', RequestCounts>('weather', 'WEATHER', options);
}
