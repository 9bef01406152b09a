import { createWeatherSimulator } from './simulator.js';

/**
 * `npm start -w @mamt/weather-simulator`: the weather services' stand-in on its own. WEATHER_SIM_API_KEYS
 * (comma-separated) adds OpenWeatherMap keys it accepts besides the demo key; they are never printed.
 */
const apiKeys = (process.env.WEATHER_SIM_API_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean);
const simulator = createWeatherSimulator({ apiKeys });
const url = await simulator.listen(Number(process.env.WEATHER_SIM_PORT ?? 8082), process.env.WEATHER_SIM_HOST ?? '127.0.0.1');
console.log(`Weather simulator listening on ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.close().then(() => process.exit(0)));
}
