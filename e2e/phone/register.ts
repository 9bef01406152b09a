/**
 * What the app does once it has an account: it registers with the platform. The phone has no SIP
 * stack; the platform simulator's registrar stands in for a REGISTER (`POST <registrar>/sip/register`,
 * simulators/netsapiens/src/sip-register.ts) and records it on the device row as the platform would.
 */
import { accountText, type Account } from './account-xml.js';
import type { PhoneState } from './state.js';

export const REGISTER_PATH = '/sip/register';

/** A REGISTER as the app would send it from its account (the registrar's JSON field names). */
export type RegisterRequest = {
  proxy: string;
  username: string;
  domain: string;
  password: string;
  /** Absent: the account names none, and the registrar grants its default. 0 un-registers. */
  expires?: number;
  user_agent: string;
  transport?: string;
};

export type Registration =
  | { kind: 'registered'; status: number; core: string; expires: number; until: string }
  | { kind: 'refused'; status: number; reason: string };

/** What a test may change of the REGISTER: a wrong password, another expires. */
export type RegisterOverrides = { password?: string; expires?: number };

/**
 * The REGISTER of an account: to its `proxy`, or to its `host` when it has none (the app then
 * registers to its domain); as `authUsername` when there is one, else `username`.
 */
export function registerRequestOf(account: Account, app: { platform: string; version: string }, overrides: RegisterOverrides = {}): RegisterRequest {
  const text = (name: string) => accountText(account, name) || undefined;
  const username = text('authUsername') ?? text('username');
  const domain = text('host');
  const password = overrides.password ?? accountText(account, 'password');
  if (!username || !domain || password === undefined) throw new Error('The account has no username, host or password to register with');
  const expires = overrides.expires ?? (text('expires') === undefined ? undefined : Number(text('expires')));
  const transport = text('transport');
  return {
    proxy: text('proxy') ?? domain,
    username,
    domain,
    password,
    ...(expires === undefined || Number.isNaN(expires) ? {} : { expires }),
    user_agent: `Acrobits-like/${app.version} (${app.platform})`,
    ...(transport === undefined ? {} : { transport }),
  };
}

/** One REGISTER. A refusal is an answer (its status and the registrar's words); no answer or one that is not the registrar's throws. */
export async function register(registrar: string, request: RegisterRequest): Promise<Registration> {
  const url = new URL(REGISTER_PATH, registrar);
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request), signal: AbortSignal.timeout(10_000) };
  const response = await fetch(url, init).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    throw new Error(`Cannot reach the registrar at ${url.origin}: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
  });
  const text = await response.text();
  let body: { core?: unknown; expires?: unknown; registration_expires_time?: unknown; reason?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not the registrar's JSON: reported below with the start of the body.
  }
  if (response.ok && typeof body.core === 'string' && typeof body.expires === 'number') {
    return { kind: 'registered', status: response.status, core: body.core, expires: body.expires, until: String(body.registration_expires_time ?? '') };
  }
  if (!response.ok && typeof body.reason === 'string') return { kind: 'refused', status: response.status, reason: body.reason };
  throw new Error(`POST ${url.pathname} answered ${response.status} with no registrar answer: ${text.slice(0, 200)}`);
}

/** The one line the `phone` command prints: where it registered, or the refusal in the registrar's words. */
export function registrationLine(request: RegisterRequest, result: Registration): string {
  const aor = `${request.username}@${request.domain}`;
  if (result.kind === 'refused') return `Registration refused (${result.status}): ${result.reason}`;
  if (result.expires === 0) return `Unregistered ${aor} from ${result.core}`;
  return `Registered ${aor} on ${result.core} via ${request.proxy} (expires ${result.expires} s, until ${result.until} UTC)`;
}

/** Registers with the stored account; answers the line to print and the state with the outcome in it. */
export async function registerState(state: PhoneState, registrar: string, overrides: RegisterOverrides = {}): Promise<{ line: string; result: Registration; state: PhoneState }> {
  const request = registerRequestOf(state.account, state, overrides);
  const result = await register(registrar, request);
  const at = new Date().toISOString();
  const outcome = result.kind === 'registered' ? { status: result.status, core: result.core, expires: result.expires, at } : { status: result.status, reason: result.reason, at };
  return { line: registrationLine(request, result), result, state: { ...state, registration: outcome } };
}
