import { startFromEnv } from '@mamt/simulator-kit';
import { createWeatherSimulator } from './simulator.js';

/**
 * `npm start -w @mamt/weather-simulator`: the weather services' stand-in on its own, on
 * WEATHER_SIM_PORT (8082) and WEATHER_SIM_HOST (127.0.0.1). WEATHER_SIM_API_KEYS (comma-separated)
 * adds OpenWeatherMap keys it accepts besides the demo key; they are never printed.
 */
const apiKeys = (process.env.WEATHER_SIM_API_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean);
await startFromEnv(createWeatherSimulator({ apiKeys }), { name: 'Weather simulator', envPrefix: 'WEATHER', defaultPort: 8082 });
