import { json, type Answer } from './answer.js';
import { cityNamed } from './cities.js';
import { CONDITION_GROUPS, isConditionGroup } from './conditions.js';
import { SERVICES, type Control, type Service } from './control.js';

type Body = Record<string, unknown>;

const refused = (message: string): Answer => json(400, { error: message });

/** `service` of a control body: one of the three, or absent for all of them. */
function serviceOf(body: Body): Service | undefined | Answer {
  if (body.service === undefined) return undefined;
  if (SERVICES.includes(body.service as Service)) return body.service as Service;
  return refused(`service must be one of ${SERVICES.join(', ')}`);
}

const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && 'status' in value;

/**
 * The test controls, JSON POSTs under `/__simulator/`:
 * - `latency` `{ms, service?}`: answers that much later;
 * - `hang` `{service?}`: accepts requests and never answers them;
 * - `fail` `{status, service?}`: answers with that status, in the service's own error shape;
 * - `recover` `{service?}`: answers normally again (counts and pinned weather stay);
 * - `weather` `{city, temp, main}`: fixes a city's temperature (Celsius) and sky until reset;
 * - `reset`: no faults, no pins, no requests counted;
 * - `requests` (GET or POST): the requests each service has had since the last reset.
 */
export function controlRoute(control: Control, name: string, method: string, body: Body): Answer {
  if (name === 'requests' && (method === 'GET' || method === 'POST')) return json(200, control.requests());
  if (method !== 'POST') return json(405, { error: 'control routes take POST' });
  if (name === 'reset') return control.reset(), json(200, { reset: true });

  const service = serviceOf(body);
  if (isAnswer(service)) return service;
  if (name === 'latency') {
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 600_000) return refused('ms must be a whole number of milliseconds, 0 to 600000');
    return control.setFaults({ latencyMs: ms }, service), json(200, { latencyMs: ms, service: service ?? 'all' });
  }
  if (name === 'hang') return control.setFaults({ hang: true }, service), json(200, { hang: true, service: service ?? 'all' });
  if (name === 'fail') {
    const status = body.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) return refused('status must be an HTTP error status, 400 to 599');
    return control.setFaults({ failStatus: status }, service), json(200, { failStatus: status, service: service ?? 'all' });
  }
  if (name === 'recover') return control.clearFaults(service), json(200, { recovered: service ?? 'all' });
  if (name === 'weather') {
    const city = typeof body.city === 'string' ? cityNamed(body.city) : undefined;
    if (!city) return refused('city must be one of the simulated cities');
    if (typeof body.temp !== 'number' || !Number.isFinite(body.temp)) return refused('temp must be a number (Celsius)');
    if (!isConditionGroup(body.main)) return refused(`main must be one of ${CONDITION_GROUPS.join(', ')}`);
    control.pin(city.name, { temp: body.temp, main: body.main });
    return json(200, { city: city.name, temp: body.temp, main: body.main });
  }
  return json(404, { error: `unknown control route ${name}` });
}
