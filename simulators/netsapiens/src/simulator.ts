import type http from 'node:http';
import { CONTROL_PREFIX, delay, readBody, send as sendAnswer, serve } from '@mamt/simulator-kit';
import { Control } from './control.js';
import { buildDemoSeed } from './seed/build-demo-seed.js';
import type { Credentials, Row, Seed } from './seed/types.js';
import { SIP_REGISTER_PATH, sipRegister } from './sip-register.js';
import { AccessDenied, Store, type Params } from './store.js';
import { Tokens } from './tokens.js';

export type SimulatorOptions = { seed?: Seed; tokenTtlSeconds?: number };

const EXPIRED = { error: 'invalid_grant', error_description: 'The access token provided has expired' };

/** The platform's answers: `application/json` (no charset) or `text/xml`, typed and sized even when empty (202, 204). */
const send = (res: http.ServerResponse, status: number, body: unknown = '', type = 'application/json') => sendAnswer(res, { status, body, type });

/** Query string and form body together; the body wins (clients send either). */
function paramsOf(url: URL, body: string, contentType: string | undefined): Params {
  const params: Params = Object.fromEntries(url.searchParams);
  if (body && contentType?.includes('application/json')) Object.assign(params, JSON.parse(body));
  else if (body) Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  return params;
}

/** Where a request came from, as a registrar writes it in `received_from` (address:port). */
const receivedFrom = (req: http.IncomingMessage) => `${(req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')}:${req.socket.remotePort ?? 0}`;

const toXml = (rows: unknown) =>
  `<?xml version="1.0"?><xml>${(Array.isArray(rows) ? rows : [rows])
    .map((row) => `<item>${Object.entries(row as object).map(([k, v]) => `<${k}>${String(v)}</${k}>`).join('')}</item>`)
    .join('')}</xml>`;

/** An HTTP stand-in for NetSapiens ns-api (see shared/reference/netsapiens-api.md). */
export function createSimulator(options: SimulatorOptions = {}) {
  const seed = options.seed ?? buildDemoSeed();
  const store = new Store(seed);
  const control = new Control();
  const tokens = new Tokens(options.tokenTtlSeconds ?? 3600);
  const domainsOf = (cloudId: string) => seed.tenants.find((tenant) => tenant.cloudId === cloudId)?.domains ?? [];

  function grantToken(params: Params, res: http.ServerResponse): void {
    let credentials = seed.credentials.find((c) => c.clientId === params.client_id && c.clientSecret === params.client_secret);
    if (params.grant_type === 'refresh_token') {
      const previous = credentials && tokens.takeRefresh(params.refresh_token ?? '');
      credentials = previous && previous.credentials.clientId === credentials?.clientId ? previous.credentials : undefined;
    } else if (params.grant_type === 'password') {
      // A subscriber signs in with its own login and portal password through the tenant's API client.
      const subscriber = credentials && store.subscriberSignIn(params.username ?? '', params.password ?? '', domainsOf(credentials.cloudId));
      if (credentials && subscriber) return grantSubscriber(credentials, subscriber, res);
      if (credentials && (credentials.username !== params.username || credentials.password !== params.password)) credentials = undefined;
    } else credentials = undefined;
    if (!credentials) return send(res, 401, { error: 'invalid_client', error_description: 'The client credentials are invalid' });
    const domains = domainsOf(credentials.cloudId);
    const issued = tokens.issue(credentials, domains);
    send(res, 200, {
      access_token: issued.accessToken, expires_in: options.tokenTtlSeconds ?? 3600, token_type: 'Bearer', refresh_token: issued.refreshToken,
      scope: credentials.scope, username: credentials.username, user: credentials.username.split('@')[0], domain: domains[0] ?? '',
      territory: `${credentials.cloudId}-territory`, uid: credentials.username, login: credentials.username, user_email: '',
      displayName: `${credentials.cloudId} API`, client_id: credentials.clientId, apiversion: '43.2',
    });
  }

  function grantSubscriber(client: Credentials, subscriber: Row, res: http.ServerResponse): void {
    const login = subscriber.subscriber_login ?? '';
    const domain = subscriber.domain ?? '';
    const issued = tokens.issue({ ...client, username: login, scope: subscriber.scope ?? 'Basic User' }, [domain]);
    send(res, 200, {
      access_token: issued.accessToken, expires_in: options.tokenTtlSeconds ?? 3600, token_type: 'Bearer', refresh_token: issued.refreshToken,
      scope: subscriber.scope ?? 'Basic User', username: login, user: subscriber.user ?? '', domain, territory: `${client.cloudId}-territory`,
      uid: login, login, user_email: subscriber.email ?? '', displayName: `${subscriber.first_name ?? ''} ${subscriber.last_name ?? ''}`.trim(),
      client_id: client.clientId, apiversion: '43.2',
    });
  }

  /** The grant of the request's bearer token, or undefined once a 401 has been answered (also the expiry a test asked for). */
  function authorize(req: http.IncomingMessage, res: http.ServerResponse) {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const grant = tokens.byAccess(token);
    if (grant && grant !== 'expired' && !control.faults.expireNextToken) return grant;
    if (grant && grant !== 'expired') {
      control.setFaults({ ...control.faults, expireNextToken: false });
      tokens.expire(token);
    }
    send(res, 401, grant ? EXPIRED : { error: 'invalid_token' });
    return undefined;
  }

  function api(params: Params, req: http.IncomingMessage, res: http.ServerResponse): void {
    const grant = authorize(req, res);
    if (!grant) return;
    const object = params.object ?? '';
    const action = params.action ?? '';
    if (!store.isObject(object)) return send(res, 400, { error: `unknown object ${object}` });
    const answer = (status: number, body: unknown) => (params.format === 'json' ? send(res, status, body) : send(res, status, toXml(body), 'text/xml'));
    try {
      if (action === 'read') return answer(200, store.read(object, params, grant.domains));
      if (action === 'count') return answer(200, { total: String(store.read(object, { ...params, start: '0', limit: '0' }, grant.domains).length) });
      if (object === 'device' && action === 'create') {
        const row = store.createDevice(params, grant.domains);
        return params.synchronous === 'yes' ? answer(200, row) : send(res, 202);
      }
      if (object === 'device' && action === 'delete') return store.deleteDevice(params, grant.domains), send(res, 202);
      if (object === 'device' && action === 'update') return store.updateDevice(params, grant.domains), send(res, 202);
      if (object === 'domain' && action === 'update') return store.updateDomain(params, grant.domains), send(res, 202);
      return send(res, 400, { error: `${object} does not support ${action} here` });
    } catch (error) {
      if (error instanceof AccessDenied) return send(res, 403, { error: 'access_denied', error_description: error.message });
      throw error;
    }
  }

  /** `GET /ns-api/v2/phones/servers`: the cluster's provisionable server profiles (its cores), for any valid token. */
  function servers(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (!authorize(req, res)) return;
    if (req.method !== 'GET') return send(res, 405, { error: 'method not allowed' });
    send(res, 200, seed.server);
  }

  function controlRoute(url: URL, method: string, body: string, res: http.ServerResponse): void {
    const path = url.pathname.replace(CONTROL_PREFIX, '');
    if (method === 'GET' && path === 'counters') return send(res, 200, control.counters());
    if (method === 'GET' && path === 'device-syncs') return send(res, 200, store.syncRequests());
    if (method === 'POST' && path === 'counters/reset') return control.resetCounters(), send(res, 204);
    if (method === 'POST' && path === 'faults') return control.setFaults(body ? JSON.parse(body) : {}), send(res, 204);
    if (method === 'POST' && path === 'reset') return reset(), send(res, 204);
    if (method === 'POST' && path === 'domain-region') {
      const { domain, region } = JSON.parse(body || '{}') as { domain?: string; region?: string | null };
      return send(res, store.setDomainRegion(domain ?? '', region ?? null) ? 204 : 404);
    }
    if (method === 'POST' && path === 'device-registration') {
      const { domain, device, core, error } = JSON.parse(body || '{}') as { domain?: string; device?: string; core?: string; error?: string };
      return send(res, store.registerDevice(domain ?? '', device ?? '', core ?? '', error) ? 204 : 404);
    }
    if (method === 'POST' && path === 'clock') {
      const { advanceSeconds } = JSON.parse(body || '{}') as { advanceSeconds?: unknown };
      if (typeof advanceSeconds !== 'number' || !Number.isFinite(advanceSeconds) || advanceSeconds < 0) {
        return send(res, 400, { error: 'advanceSeconds must be a number of seconds, 0 or more' });
      }
      return store.advanceClock(advanceSeconds), send(res, 204);
    }
    if (method === 'POST' && path === 'subscriber') {
      const { domain, user, ...changes } = JSON.parse(body || '{}') as Row;
      const previous = store.changeSubscriber(domain ?? '', user ?? '', changes);
      return previous ? send(res, 200, previous) : send(res, 404, { error: 'no such subscriber' });
    }
    send(res, 404, { error: 'unknown control route' });
  }

  function reset(): void {
    store.reset();
    tokens.clear();
    control.clearFaults();
    control.resetCounters();
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const body = await readBody(req);
    if (url.pathname.startsWith(CONTROL_PREFIX)) return controlRoute(url, req.method ?? 'GET', body, res);
    const path = url.pathname.replace(/\/+$/, '');
    const isSip = path === SIP_REGISTER_PATH;
    // The phone's JSON is read by the registrar itself, which answers a broken one with a 400.
    const params = isSip ? {} : paramsOf(url, body, req.headers['content-type']);
    const isToken = path === '/ns-api/oauth2/token';
    const isServers = path === '/ns-api/v2/phones/servers';
    const object = isToken ? 'oauth2' : isServers ? 'phones' : isSip ? 'sip' : (params.object ?? '');
    const action = isToken ? 'token' : isServers ? 'servers' : isSip ? 'register' : (params.action ?? '');
    control.count(`${object}.${action}`);
    const faults = control.faultsFor(object, action);
    if (faults.hang) return; // never answers: the client's timeout must fire
    if (faults.latencyMs) await delay(faults.latencyMs);
    if (faults.block403) return send(res, 403, { error: 'blocked', error_description: 'Too many requests from this address' });
    if (faults.status500) return send(res, 500, { error: 'internal', error_description: 'Simulated platform failure' });
    if (isToken) return grantToken(params, res);
    if (isServers) return servers(req, res);
    if (isSip && req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
    if (isSip) {
      const answer = sipRegister(store, seed.server, body, receivedFrom(req));
      return send(res, answer.status, answer.body);
    }
    if (path === '/ns-api') return api(params, req, res);
    send(res, 404, { error: 'not found' });
  }

  return {
    control: {
      setFaults: (faults: Parameters<Control['setFaults']>[0]) => control.setFaults(faults),
      clearFaults: () => control.clearFaults(),
      counters: () => control.counters(),
      resetCounters: () => control.resetCounters(),
      /** The devices asked to resync (device update with check-sync=yes) since the last reset. */
      deviceSyncs: () => store.syncRequests(),
      /** Moves a domain to another region, or removes it from the platform (null). */
      setDomainRegion: (domain: string, region: string | null) => store.setDomainRegion(domain, region),
      /** Records a device's registration to a core (expires 600), or its refusal in the words of `error`. */
      registerDevice: (domain: string, device: string, core: string, error?: string) => store.registerDevice(domain, device, core, error),
      /** Moves the registrar's clock forward (registrations expire; seeded phones keep refreshing); reset puts it back. */
      advanceClock: (seconds: number) => store.advanceClock(seconds),
      /** Changes a subscriber's fields (a name, `account_status`) as an administrator would on the platform; answers them as they were. */
      changeSubscriber: (domain: string, user: string, changes: Row) => store.changeSubscriber(domain, user, changes),
      reset,
    },
    ...serve(handle, (res, error) => send(res, 500, { error: String(error) })),
  };
}

export type Simulator = ReturnType<typeof createSimulator>;
