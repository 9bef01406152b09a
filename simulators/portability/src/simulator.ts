import { createFaultBoard, createRequestTally, createTokenBook, faultSetters, handleServedPaths, reasonOf, serve, type Answer, type ServedPath } from '@mamt/simulator-kit';
import { portabilityControlRoutes } from './control-routes.js';
import { PROVIDERS, ROUTES, type Provider, type RequestCounts, type Route } from './control.js';
import { grantToken, inteliquentError, portInAvailability, type InteliquentCredentials } from './inteliquent.js';
import { peerlessError, peerlessPortability, type PeerlessCredentials } from './peerless.js';
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
  const faults = createFaultBoard(PROVIDERS);
  const tally = createRequestTally(ROUTES);
  const tokens = createTokenBook({ lifetimeSeconds: options.tokenLifetimeSeconds ?? 3600, now: options.now });
  const requests = (): RequestCounts => ({ total: tally.total(), byRoute: tally.byKey() });
  const reset = () => (faults.reset(), tally.reset(), tokens.clear());
  const extra = options.credentials ?? {};
  const inteliquent = [DEMO_CREDENTIALS.inteliquent, ...(extra.inteliquent ?? [])];
  const voipInnovations = [DEMO_CREDENTIALS.voipInnovations, ...(extra.voipInnovations ?? [])];
  const peerless = [DEMO_CREDENTIALS.peerless, ...(extra.peerless ?? [])];

  const served: Record<string, ServedPath<Provider, Route>> = {
    '/inteliquent/oauth/token': { part: 'inteliquent', countedAs: 'inteliquentToken', methods: ['POST'], answer: (request) => grantToken(request, inteliquent, tokens) },
    '/inteliquent/portInAvailability': { part: 'inteliquent', countedAs: 'inteliquentAvailability', methods: ['POST'], answer: (request) => portInAvailability(request, tokens) },
    '/voip-innovations/APIService.asmx': { part: 'voip-innovations', countedAs: 'voipInnovations', methods: ['POST'], answer: (request) => isPortable(request, voipInnovations) },
    '/peerless/mag/v1/portability': { part: 'peerless', countedAs: 'peerless', methods: ['GET'], answer: (request) => peerlessPortability(request, peerless) },
  };
  const control = portabilityControlRoutes({ faults, requests, expireTokens: () => tokens.expireAll(), reset });

  return {
    control: {
      ...faultSetters(faults),
      expireTokens: () => tokens.expireAll(),
      requests,
      reset,
    },
    ...serve(handleServedPaths({ servedAt: (path) => served[path], control, faults, tally, failureOf })),
  };
}

export type PortabilitySimulator = ReturnType<typeof createPortabilitySimulator>;
