import { json, type Answer } from './answer.js';
import { PROVIDERS, type Control, type Provider } from './control.js';

type Body = Record<string, unknown>;

const refused = (message: string): Answer => json(400, { error: message });

/** `provider` of a control body: one of the three, or absent for all of them. */
function providerOf(body: Body): Provider | undefined | Answer {
  if (body.provider === undefined) return undefined;
  if (PROVIDERS.includes(body.provider as Provider)) return body.provider as Provider;
  return refused(`provider must be one of ${PROVIDERS.join(', ')}`);
}

const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && 'status' in value;

/** What the control routes act on besides the faults: Inteliquent's tokens. */
export type ControlTargets = { control: Control; expireTokens: () => number; reset: () => void };

/**
 * The test controls, JSON POSTs under `/__simulator/`:
 * - `latency` `{ms, provider?}`: answers that much later;
 * - `hang` `{provider?}`: accepts requests and never answers them;
 * - `fail` `{status, provider?}`: answers with that status, in the provider's own error shape;
 * - `recover` `{provider?}`: answers normally again (counts and tokens stay);
 * - `expire-tokens`: every Inteliquent token handed out so far expires now;
 * - `reset`: no faults, no tokens, no requests counted;
 * - `requests` (GET or POST): the requests each route has had since the last reset.
 */
export function controlRoute({ control, expireTokens, reset }: ControlTargets, name: string, method: string, body: Body): Answer {
  if (name === 'requests' && (method === 'GET' || method === 'POST')) return json(200, control.requests());
  if (method !== 'POST') return json(405, { error: 'control routes take POST' });
  if (name === 'reset') return reset(), json(200, { reset: true });
  if (name === 'expire-tokens') return json(200, { expired: expireTokens() });

  const provider = providerOf(body);
  if (isAnswer(provider)) return provider;
  const target = provider ?? 'all';
  if (name === 'latency') {
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 600_000) return refused('ms must be a whole number of milliseconds, 0 to 600000');
    return control.setFaults({ latencyMs: ms }, provider), json(200, { latencyMs: ms, provider: target });
  }
  if (name === 'hang') return control.setFaults({ hang: true }, provider), json(200, { hang: true, provider: target });
  if (name === 'fail') {
    const status = body.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) return refused('status must be an HTTP error status, 400 to 599');
    return control.setFaults({ failStatus: status }, provider), json(200, { failStatus: status, provider: target });
  }
  if (name === 'recover') return control.clearFaults(provider), json(200, { recovered: target });
  return json(404, { error: `unknown control route ${name}` });
}
