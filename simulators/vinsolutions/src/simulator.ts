import { createFaultBoard, createRequestTally, createTokenBook, faultSetters, handleServedPaths, serve, type Answer, type Request, type ServedPath } from '@mamt/simulator-kit';
import { vinSolutionsControlRoutes } from './control-routes.js';
import { ENDPOINTS, ROUTES, type Endpoint, type RequestCounts, type Route } from './control.js';
import { DealerBook } from './dealers.js';
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

const failureOf = (endpoint: Endpoint, status: number) => (endpoint === 'token' ? tokenFailure(status) : gatewayError(status));

/**
 * An HTTP stand-in for VinSolutions' car-dealer CRM as the provider's integration uses it: the
 * OAuth2 client-credentials token endpoint (`/connect/token`, scope PublicAPI, expiring tokens) and
 * the organization API behind its gateway (a bearer token and an `api_key` header on every call):
 * the dealers list and a dealer's removal, with the real shapes and errors. Test controls (faults,
 * token expiry, request counts, the dealers connected) are JSON POSTs under `/__simulator/`.
 */
export function createVinSolutionsSimulator(options: VinSolutionsSimulatorOptions = {}) {
  const faults = createFaultBoard(ENDPOINTS);
  const tally = createRequestTally(ROUTES);
  const tokens = createTokenBook({ lifetimeSeconds: options.tokenLifetimeSeconds ?? 3600, now: options.now });
  const dealers = new DealerBook();
  const accepted = [DEMO_CREDENTIALS, ...(options.credentials ?? [])];
  const requests = (): RequestCounts => ({ total: tally.total(), byRoute: tally.byKey() });
  const reset = () => (faults.reset(), tally.reset(), tokens.clear(), dealers.reset());

  /** A route behind the gateway, which checks the API key and the token before it. */
  const gateway = (countedAs: Route, method: string, answer: (request: Request) => Answer): ServedPath<Endpoint, Route> => ({
    part: 'gateway',
    countedAs,
    methods: [method],
    answer: (request) => refusalOf(request, accepted, tokens) ?? answer(request),
  });

  /** What the vendor serves at a path, or undefined for a path it does not serve. */
  function servedAt(path: string): ServedPath<Endpoint, Route> | undefined {
    if (path === TOKEN_PATH) return { part: 'token', countedAs: 'token', methods: ['POST'], answer: (request) => grantToken(request, accepted, tokens) };
    if (path === DEALERS_PATH) return gateway('dealers', 'GET', () => listDealers(dealers));
    const remove = REMOVE_PATH.exec(path);
    if (remove) return gateway('remove', 'POST', (request) => removeDealer(request, Number(remove[1]), dealers));
    return undefined;
  }

  const control = vinSolutionsControlRoutes({ faults, requests, dealers, expireTokens: () => tokens.expireAll(), reset });
  const notFound = gatewayError(404, 'Resource not found');
  const wrongMethod = gatewayError(405, 'Method not allowed');

  return {
    control: {
      ...faultSetters(faults),
      expireTokens: () => tokens.expireAll(),
      requests,
      dealers: () => dealers.present(),
      restore: (dealerId: number) => dealers.restore(dealerId),
      reset,
    },
    ...serve(handleServedPaths({ servedAt, control, faults, tally, failureOf, notFound, wrongMethod })),
  };
}

export type VinSolutionsSimulator = ReturnType<typeof createVinSolutionsSimulator>;
