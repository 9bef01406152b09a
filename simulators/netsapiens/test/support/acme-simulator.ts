import { useSimulator } from '@mamt/simulator-kit/testing';
import { createSimulator, DEMO_CREDENTIALS } from '../../src/index.js';

const acme = DEMO_CREDENTIALS.find((credentials) => credentials.cloudId === 'acme')!;

/**
 * A simulator listening on a free port for the tests of one file, reset before each test, with
 * acme's API credentials: what the simulator's tests all need.
 */
export function useAcmeSimulator() {
  const { simulator, base } = useSimulator(() => createSimulator());

  return {
    simulator,
    base,
    async accessToken(): Promise<string> {
      const body = new URLSearchParams({ grant_type: 'password', client_id: acme.clientId, client_secret: acme.clientSecret, username: acme.username, password: acme.password });
      return ((await (await fetch(`${base()}/ns-api/oauth2/token/`, { method: 'POST', body })).json()) as { access_token: string }).access_token;
    },
    /** `POST /ns-api/` for `object`/`action` with form parameters, as the product's client sends it. */
    call: (object: string, action: string, params: Record<string, string>, token: string) =>
      fetch(`${base()}/ns-api/?format=json&object=${object}&action=${action}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new URLSearchParams(params) }),
  };
}
