import { json, jsonObject, type Answer } from '@mamt/simulator-kit';
import type { Row } from './seed/types.js';
import type { Store } from './store.js';

/**
 * `POST /sip/register`: what the e2e phone sends instead of a SIP REGISTER, so that the registrar's
 * record (the device row) can be tested without a SIP stack. JSON `{ proxy, username, domain,
 * password, expires, user_agent, contact?, transport? }`, as the app reads them from its account.
 * Not part of ns-api: a phone carries no OAuth token.
 */
export const SIP_REGISTER_PATH = '/sip/register';

/** A registrar grants what it is asked within its bounds; 600 s when the phone names none. */
const EXPIRES = { default: 600, min: 60, max: 3600 };

/** The host a proxy names: `host`, `host:port`, `sip:host;transport=tls`, `sips:user@host:5061`, `<sip:[::1]:5060;lr>`. */
export function proxyHost(proxy: string): string {
  const address = (proxy.trim().replace(/^<?(sips?:)?/i, '').split(/[;?>]/)[0] ?? '').replace(/^[^@]*@/, '');
  const host = address.startsWith('[') ? address.slice(0, address.indexOf(']') + 1) : (address.split(':')[0] ?? '');
  return host.toLowerCase().replace(/\.$/, '');
}

/** The up core of the cluster that answers at `host`: its SIP host name (`postfix`) or its `name`. */
const coreAt = (host: string, cores: Row[]) =>
  cores.find((core) => core.status !== 'down' && [core.postfix, core.name].some((name) => name?.toLowerCase() === host));

/** The asked expires as a whole number of seconds (a number or its text), the default when absent. */
function askedExpires(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return EXPIRES.default;
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The registrar's answer to one REGISTER, recorded on the device row as the platform does. `receivedFrom`: where it came from (address:port). */
export function sipRegister(store: Store, cores: Row[], text: string, receivedFrom: string): Answer {
  const body = jsonObject(text) ?? {};
  const field = (name: string) => {
    const value = body[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const [proxy, username, domain] = [field('proxy'), field('username'), field('domain')];
  const asked = askedExpires(body.expires);
  if (!proxy || !username || !domain || asked === undefined) {
    return json(400, { reason: '400 Bad Request: proxy, username and domain are required, and expires is a whole number of seconds' });
  }
  const host = proxyHost(proxy);
  const core = coreAt(host, cores);
  // Nothing is recorded: no core took the request, so no registrar saw the device.
  if (!core) return json(503, { reason: `no core answers at ${host}` });
  const aor = `${username}@${domain}`;
  const row = store.findDevice(domain, username);
  if (!row) return json(404, { reason: `404 Not Found: no device ${aor}` });
  if (body.password !== row.authentication_key) {
    const reason = `401 Unauthorized: wrong password for ${aor}`;
    store.recordRefusal(row, reason);
    return json(401, { reason });
  }
  const name = core.name ?? '';
  if (asked === 0) {
    store.endRegistration(row);
    return json(200, { core: name, expires: 0, registration_expires_time: row.registration_expires_time ?? '' });
  }
  const expires = Math.min(EXPIRES.max, Math.max(EXPIRES.min, asked));
  const transport = field('transport').toLowerCase() || 'udp';
  const contact = field('contact') || `sip:${username}@${receivedFrom};transport=${transport}`;
  store.recordRegistration(row, { core: name, expiresSeconds: expires, userAgent: field('user_agent'), contact, receivedFrom, transport });
  return json(200, { core: name, expires, registration_expires_time: row.registration_expires_time ?? '' });
}
