import { useSimulator } from '@mamt/simulator-kit/testing';
import { createVinSolutionsSimulator, DEMO_CREDENTIALS, type VinSolutionsSimulatorOptions } from '../../src/index.js';

/**
 * A VinSolutions simulator listening on a free port for the tests of one file, reset before each test
 * (no faults, tokens or counts, every demo dealer connected), with helpers speaking the vendor's protocol.
 */
export function useVinSolutionsSimulator(options: VinSolutionsSimulatorOptions = {}) {
  const harness = useSimulator(() => createVinSolutionsSimulator(options));
  const base = harness.base;
  const sim = {
    ...harness,
    /** The token request with these form fields (the demo client's, scope PublicAPI, by default). */
    token: (
      form: Record<string, string> = { grant_type: 'client_credentials', client_id: DEMO_CREDENTIALS.clientId, client_secret: DEMO_CREDENTIALS.clientSecret, scope: 'PublicAPI' },
      headers: Record<string, string> = {},
    ) => fetch(`${base()}/connect/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) }),
    async accessToken(): Promise<string> {
      return ((await (await sim.token()).json()) as { access_token: string }).access_token;
    },
    /** The gateway's headers: the bearer token and the demo API key unless another is given. */
    headers: (token: string, apiKey: string = DEMO_CREDENTIALS.apiKey) => ({ authorization: `Bearer ${token}`, api_key: apiKey }),
    dealers: (headers: Record<string, string>) => fetch(`${base()}/gateway/v1/organization/dealers`, { headers }),
    remove: (dealerId: number | string, headers: Record<string, string>, body = '{}') =>
      fetch(`${base()}/gateway/v1/organization/dealers/id/${dealerId}/remove`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }),
  };
  return sim;
}
