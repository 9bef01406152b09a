import { createControlRoutes, json, refused, type FaultBoard } from '@mamt/simulator-kit';
import { cityNamed } from './cities.js';
import { CONDITION_GROUPS, isConditionGroup } from './conditions.js';
import { SERVICES, type RequestCounts, type Service } from './control.js';
import type { Pin } from './weather-model.js';

/** What the controls act on: the faults of each service, the request counts, the pinned weather. */
export type ControlTargets = { faults: FaultBoard<Service>; requests: () => RequestCounts; pin: (city: string, pin: Pin) => void; reset: () => void };

/**
 * The test controls, JSON POSTs under `/__simulator/` (the kit's, with `service` naming the part):
 * - `latency` `{ms, service?}`: answers that much later;
 * - `hang` `{service?}`: accepts requests and never answers them;
 * - `fail` `{status, service?}`: answers with that status, in the service's own error shape;
 * - `recover` `{service?}`: answers normally again (counts and pinned weather stay);
 * - `weather` `{city, temp, main}`: fixes a city's temperature (Celsius) and sky until reset;
 * - `reset`: no faults, no pins, no requests counted;
 * - `requests` (GET or POST): the requests each service has had since the last reset.
 */
export function weatherControlRoutes({ pin, ...targets }: ControlTargets) {
  return createControlRoutes({
    partField: 'service',
    parts: SERVICES,
    ...targets,
    partControls: {
      weather(body) {
        const city = typeof body.city === 'string' ? cityNamed(body.city) : undefined;
        if (!city) return refused('city must be one of the simulated cities');
        if (typeof body.temp !== 'number' || !Number.isFinite(body.temp)) return refused('temp must be a number (Celsius)');
        if (!isConditionGroup(body.main)) return refused(`main must be one of ${CONDITION_GROUPS.join(', ')}`);
        pin(city.name, { temp: body.temp, main: body.main });
        return json(200, { city: city.name, temp: body.temp, main: body.main });
      },
    },
  });
}
