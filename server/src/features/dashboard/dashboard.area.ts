import type { ServerArea } from '../../wiring/server-area.js';
import { createMonitoringArea } from './monitoring.area.js';
import { createWeatherHandlers } from './weather.handlers.js';

/**
 * The dashboard (document 1 §2): the monitored server's figures from the monitoring source (a
 * Prometheus, or this host's own sampled figures) and the weather of the dashboard's three cities.
 */
export const dashboardArea: ServerArea = (core) => {
  const monitoring = createMonitoringArea(core);
  return {
    handlers: { ...monitoring.handlers, ...createWeatherHandlers(core) },
    stop: monitoring.stop,
  };
};
