import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, jsonObject, readBody, reasonOf, send, type Answer, type Request } from './answer.js';
import { controlRoute } from './control-routes.js';
import { Control, type Faults, type Provider, type Route } from './control.js';
import { grantToken, inteliquentError, portInAvailability, type InteliquentCredentials } from './inteliquent.js';
import { peerlessError, peerlessPortability, type PeerlessCredentials } from './peerless.js';
import { Tokens } from './tokens.js';
import { isPortable, voipInnovationsFailure, type VoipInnovationsCredentials } from './voip-innovations.js';

/** The credentials the demo and the tests use; any others are refused as the real services do. */
export const DEMO_CREDENTIALS = {
  inteliquent: { clientId: 'demo-inteliquent-client', clientSecret: 'demo-inteliquent-secret' },
  voipInnovations: { login: 'demo-vi-login', secret: 'demo-vi-secret' },
  peerless: { apiKey: 'demo-peerless-pass-code', customer: 'demo-customer' },
} as const;

/**
 * `tokenLifetimeSeconds`: how long an Inteliquent token lives (3600 as the real service; tests make it
 * short); `credentials`: accepted besides the demo ones; `now`: the clock of token expiry.
 */
export type PortabilitySimulatorOptions = {
  tokenLifetimeSeconds?: number;
  credentials?: { inteliquent?: InteliquentCredentials[]; voipInnovations?: VoipInnovationsCredentials[]; peerless?: PeerlessCredentials[] };
  now?: () => number;
};

type Handler = { provider: Provider; route: Route; method: 'GET' | 'POST'; answer: (request: Request) => Answer };

/** A failure as the failing provider words it. */
function failureOf(provider: Provider, status: number): Answer {
  if (provider === 'inteliquent') return inteliquentError(status);
  if (provider === 'voip-innovations') return voipInnovationsFailure(status);
  return peerlessError(status, reasonOf(status));
}

/**
 * An HTTP stand-in for the three number-portability providers, each under a path prefix, with their
 * real shapes and errors: Inteliquent (OAuth2 client credentials, then `portInAvailability`), VoIP
 * Innovations (SOAP 1.1 `isPortable`) and Peerless (modelled: it documents no portability API). Test
 * controls (faults, token expiry, request counts) are JSON POSTs under `/__simulator/`.
 */
export function createPortabilitySimulator(options: PortabilitySimulatorOptions = {}) {
  const control = new Control();
  const tokens = new Tokens(options.tokenLifetimeSeconds ?? 3600, options.now);
  const extra = options.credentials ?? {};
  const inteliquent = [DEMO_CREDENTIALS.inteliquent, ...(extra.inteliquent ?? [])];
  const voipInnovations = [DEMO_CREDENTIALS.voipInnovations, ...(extra.voipInnovations ?? [])];
  const peerless = [DEMO_CREDENTIALS.peerless, ...(extra.peerless ?? [])];

  const routes: Record<string, Handler> = {
    '/inteliquent/oauth/token': { provider: 'inteliquent', route: 'inteliquentToken', method: 'POST', answer: (request) => grantToken(request, inteliquent, tokens) },
    '/inteliquent/portInAvailability': { provider: 'inteliquent', route: 'inteliquentAvailability', method: 'POST', answer: (request) => portInAvailability(request, tokens) },
    '/voip-innovations/APIService.asmx': { provider: 'voip-innovations', route: 'voipInnovations', method: 'POST', answer: (request) => isPortable(request, voipInnovations) },
    '/peerless/mag/v1/portability': { provider: 'peerless', route: 'peerless', method: 'GET', answer: (request) => peerlessPortability(request, peerless) },
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (url.pathname.startsWith('/__simulator/')) {
      const object = jsonObject(body);
      if (!object) return send(res, json(400, { error: 'the body must be a JSON object' }));
      const targets = { control, expireTokens: () => tokens.expireAll(), reset: () => (control.reset(), tokens.clear()) };
      return send(res, controlRoute(targets, url.pathname.slice('/__simulator/'.length), method, object));
    }
    const handler = routes[url.pathname.replace(/\/+$/, '')];
    if (!handler) return send(res, json(404, { error: 'not found' }));
    if (method !== handler.method) return send(res, json(405, { error: 'method not allowed' }));
    control.count(handler.route);
    const faults: Faults = control.faultsFor(handler.provider);
    if (faults.hang) return; // accepted, never answered: the client's timeout must fire
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    if (faults.failStatus) return send(res, failureOf(handler.provider, faults.failStatus));
    send(res, handler.answer({ method, params: url.searchParams, headers: req.headers, body }));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, json(500, { error: String(error) })));
  });

  return {
    control: {
      /** Faults on one provider, or on all of them. */
      setFaults: (faults: Faults, provider?: Provider) => control.setFaults(faults, provider),
      clearFaults: (provider?: Provider) => control.clearFaults(provider),
      expireTokens: () => tokens.expireAll(),
      requests: () => control.requests(),
      reset: () => (control.reset(), tokens.clear()),
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

export type PortabilitySimulator = ReturnType<typeof createPortabilitySimulator>;
