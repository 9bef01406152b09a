import { json, type Answer } from './answer.js';
import { faultControls, refused, type ControlBody, type PartControl } from './fault-controls.js';
import type { FaultBoard } from './faults.js';
import { jsonObject } from './request.js';

/** Where every simulator's test controls live: `/__simulator/<name>`, JSON bodies. */
export const CONTROL_PREFIX = '/__simulator/';

/**
 * What a simulator of a system in parts (providers, endpoints, services) lets a test control.
 * `partField` is the body field that names a part (`provider`, ...), one of `parts`; absent, all.
 */
export type ControlRoutes<Part extends string> = {
  partField: string;
  parts: readonly Part[];
  faults: FaultBoard<Part>;
  /** `requests` (GET or POST): the requests counted since the last reset, in the simulator's shape. */
  requests: () => unknown;
  /** `reset`: back to a fresh start. */
  reset: () => void;
  /** `expire-tokens`, where the system hands out tokens: every one expires now; answers how many. */
  expireTokens?: () => number;
  /** The simulator's own state a test reads with GET (or POST), by name. */
  reads?: Record<string, () => unknown>;
  /** The simulator's own POST controls, by name, taken whatever part the body names. */
  commands?: Record<string, (body: ControlBody) => Answer>;
  /** Its own POST controls that, like the fault controls, refuse a body naming an unknown part. */
  partControls?: Record<string, PartControl<Part>>;
};

const own = <T>(record: Record<string, T>, name: string): T | undefined => (Object.hasOwn(record, name) ? record[name] : undefined);

/**
 * The test controls as one function of the control's name, the method and the body text. Besides the
 * simulator's own: the fault controls (see `faultControls`), `reset`, `expire-tokens` and `requests`.
 * A body that is not a JSON object (an empty one is `{}`) is refused first, then reads are answered,
 * then anything but POST is refused, then commands run, then the part named is checked.
 */
export function createControlRoutes<Part extends string>(routes: ControlRoutes<Part>): (name: string, method: string, text: string) => Answer {
  const reads: Record<string, () => unknown> = { requests: routes.requests, ...routes.reads };
  const { expireTokens } = routes;
  const commands: Record<string, (body: ControlBody) => Answer> = {
    reset: () => (routes.reset(), json(200, { reset: true })),
    ...(expireTokens ? { 'expire-tokens': () => json(200, { expired: expireTokens() }) } : {}),
    ...routes.commands,
  };
  const partControls = { ...faultControls(routes.partField, routes.faults), ...routes.partControls };
  const partOf = (body: ControlBody): Part | undefined | Answer => {
    const named = body[routes.partField];
    if (named === undefined) return undefined;
    if (routes.parts.includes(named as Part)) return named as Part;
    return refused(`${routes.partField} must be one of ${routes.parts.join(', ')}`);
  };

  return (name, method, text) => {
    const body = text.trim() ? jsonObject(text) : {};
    if (!body) return refused('the body must be a JSON object');
    const read = own(reads, name);
    if (read && (method === 'GET' || method === 'POST')) return json(200, read());
    if (method !== 'POST') return json(405, { error: 'control routes take POST' });
    const command = own(commands, name);
    if (command) return command(body);
    const part = partOf(body);
    if (typeof part === 'object') return part;
    const control = own(partControls, name);
    return control ? control(body, part) : json(404, { error: `unknown control route ${name}` });
  };
}
