import { getWeather } from './get-weather.js';
import { hitPrometheus } from './hit-prometheus.js';

/** The dashboard (document 1 §2): the monitored server's health and the weather of three cities. */
export const dashboardCalls = { hitPrometheus, getWeather };
