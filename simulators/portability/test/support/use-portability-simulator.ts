import { useSimulator } from '@mamt/simulator-kit/testing';
import { createPortabilitySimulator, DEMO_CREDENTIALS, IS_PORTABLE_ACTION, type PortabilitySimulatorOptions } from '../../src/index.js';

/**
 * A portability simulator listening on a free port for the tests of one file, reset before each test
 * (no faults, tokens or counts), with helpers speaking each provider's protocol.
 */
export function usePortabilitySimulator(options: PortabilitySimulatorOptions = {}) {
  const harness = useSimulator(() => createPortabilitySimulator(options));
  const base = harness.base;
  const sim = {
    ...harness,
    /** Inteliquent's token request with these form fields (the demo client's by default). */
    token: (form: Record<string, string> = { grant_type: 'client_credentials', client_id: DEMO_CREDENTIALS.inteliquent.clientId, client_secret: DEMO_CREDENTIALS.inteliquent.clientSecret }) =>
      fetch(`${base()}/inteliquent/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) }),
    async accessToken(): Promise<string> {
      return ((await (await sim.token()).json()) as { access_token: string }).access_token;
    },
    availability: (token: string, body: unknown, signal?: AbortSignal) =>
      fetch(`${base()}/inteliquent/portInAvailability`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        signal,
      }),
    /** A SOAP isPortable call; `envelope` replaces the whole request body. */
    isPortable: (fields: { login?: string; secret?: string; tn: string } | { envelope: string }, action = IS_PORTABLE_ACTION) => {
      const { login = DEMO_CREDENTIALS.voipInnovations.login, secret = DEMO_CREDENTIALS.voipInnovations.secret, tn = '' } = 'tn' in fields ? fields : {};
      const envelope =
        'envelope' in fields
          ? fields.envelope
          : `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
            `<isPortable xmlns="http://tempuri.org/"><login>${login}</login><secret>${secret}</secret><tn>${tn}</tn></isPortable></soap:Body></soap:Envelope>`;
      return fetch(`${base()}/voip-innovations/APIService.asmx`, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }, body: envelope });
    },
    peerless: (query: Record<string, string>) => fetch(`${base()}/peerless/mag/v1/portability?${new URLSearchParams(query)}`),
  };
  return sim;
}
