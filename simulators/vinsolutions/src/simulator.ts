import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, jsonObject, readBody, send, type Answer, type Request } from './answer.js';
import { controlRoute } from './control-routes.js';
import { Control, type Endpoint, type Faults, type Route } from './control.js';
import { DealerBook } from './dealers.js';
import { Tokens } from './tokens.js';
import { gatewayError, grantToken, listDealers, refusalOf, removeDealer, tokenFailure, type VinSolutionsCredentials } from './vendor.js';

/** The credentials the demo and the tests use; any others are refused as the real service does. */
export const DEMO_CREDENTIALS: VinSolutionsCredentials = {
  clientId: 'demo-vinsolutions-client',
  clientSecret: 'demo-vinsolutions-secret',
  apiKey: 'demo-vinsolutions-api-key',
};

/**
 * `tokenLifetimeSeconds`: how long a token lives (3600 by default; tests make it short);
 * `credentials`: accepted besides the demo ones; `now`: the clock of token expiry.
 */
export type VinSolutionsSimulatorOptions = {
  tokenLifetimeSeconds?: number;
  credentials?: VinSolutionsCredentials[];
  now?: () => number;
};

const TOKEN_PATH = '/connect/token';
const DEALERS_PATH = '/gateway/v1/organization/dealers';
const REMOVE_PATH = /^\/gateway\/v1\/organization\/dealers\/id\/(\d{1,15})\/remove$/;

type Handler = { endpoint: Endpoint; route: Route; method: 'GET' | 'POST'; answer: (request: Request) => Answer };

/**
 * An HTTP stand-in for VinSolutions' car-dealer CRM as the provider's integration uses it: the
 * OAuth2 client-credentials token endpoint (`/connect/token`, scope PublicAPI, expiring tokens) and
 * the organization API behind its gateway (a bearer token and an `api_key` header on every call):
 * the dealers list and a dealer's removal, with the real shapes and errors. Test controls (faults,
 * token expiry, request counts, the dealers connected) are JSON POSTs under `/__simulator/`.
 */
export function createVinSolutionsSimulator(options: VinSolutionsSimulatorOptions = {}) {
  const control = new Control();
  const tokens = new Tokens(options.tokenLifetimeSeconds ?? 3600, options.now);
  const dealers = new DealerBook();
  const accepted = [DEMO_CREDENTIALS, ...(options.credentials ?? [])];
  const reset = () => (control.reset(), tokens.clear(), dealers.reset());

  /** The route of a request's path, or undefined for a path the vendor does not serve. */
  function handlerOf(pathname: string): Handler | undefined {
    if (pathname === TOKEN_PATH) return { endpoint: 'token', route: 'token', method: 'POST', answer: (request) => grantToken(request, accepted, tokens) };
    const gateway = (route: Route, method: 'GET' | 'POST', answer: (request: Request) => Answer): Handler => ({
      endpoint: 'gateway',
      route,
      method,
      answer: (request) => refusalOf(request, accepted, tokens) ?? answer(request),
    });
    if (pathname === DEALERS_PATH) return gateway('dealers', 'GET', () => listDealers(dealers));
    const remove = REMOVE_PATH.exec(pathname);
    if (remove) return gateway('remove', 'POST', (request) => removeDealer(request, Number(remove[1]), dealers));
    return undefined;
  }

  const failureOf = (endpoint: Endpoint, status: number) => (endpoint === 'token' ? tokenFailure(status) : gatewayError(status));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (url.pathname.startsWith('/__simulator/')) {
      const object = body.trim() ? jsonObject(body) : {};
      if (!object) return send(res, json(400, { error: 'the body must be a JSON object' }));
      const targets = { control, dealers, expireTokens: () => tokens.expireAll(), reset };
      return send(res, controlRoute(targets, url.pathname.slice('/__simulator/'.length), method, object));
    }
    const handler = handlerOf(url.pathname.replace(/\/+$/, ''));
    if (!handler) return send(res, gatewayError(404, 'Resource not found'));
    if (method !== handler.method) return send(res, gatewayError(405, 'Method not allowed'));
    control.count(handler.route);
    const faults: Faults = control.faultsFor(handler.endpoint);
    if (faults.hang) return; // accepted, never answered: the client's timeout must fire
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    if (faults.failStatus) return send(res, failureOf(handler.endpoint, faults.failStatus));
    send(res, handler.answer({ method, headers: req.headers, body }));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, json(500, { error: String(error) })));
  });

  return {
    control: {
      /** Faults on one endpoint, or on both. */
      setFaults: (faults: Faults, endpoint?: Endpoint) => control.setFaults(faults, endpoint),
      clearFaults: (endpoint?: Endpoint) => control.clearFaults(endpoint),
      expireTokens: () => tokens.expireAll(),
      requests: () => control.requests(),
      dealers: () => dealers.present(),
      restore: (dealerId: number) => dealers.restore(dealerId),
      reset,
    },
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    /** Also drops the requests left hanging, which would otherwise keep it open. */
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type VinSolutionsSimulator = ReturnType<typeof createVinSolutionsSimulator>;
