import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSimulatorProcess } from './simulator-process.js';

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
  let child: ChildProcess | undefined;
  const state = {
    url: '',
    /** A test control of the simulator (a JSON POST under /__simulator/); throws unless it is taken. */
    async control(name: 'latency' | 'hang' | 'fail' | 'recover' | 'weather' | 'reset', body: Record<string, unknown> = {}): Promise<void> {
      const response = await fetch(`${state.url}/__simulator/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`the weather simulator refused ${name}: ${await response.text()}`);
    },
    /** The requests each service has had since the last reset. */
    async requests(): Promise<RequestCounts> {
      return (await (await fetch(`${state.url}/__simulator/requests`)).json()) as RequestCounts;
    },
  };
  beforeAll(async () => {
    const started = await startSimulatorProcess('weather', 'WEATHER');
    child = started.child;
    state.url = started.url;
  });
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  if (options.resetEach) beforeEach(() => state.control('reset'));
  return state;
}
