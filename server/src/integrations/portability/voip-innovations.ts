import type { PortabilityClient, PortabilityRow, ProviderOptions } from './portability-client.js';
import { PortabilityError } from './portability-error.js';
import { askProvider, mapLimited, providerWords } from './portability-http.js';
import { readSoapAnswer, soapRequest, TEMPURI_NS } from './soap.js';

/** A few numbers at a time: one SOAP call per number, without flooding the service. */
const CONCURRENT_CALLS = 4;

/** responseCode 100 is success; the refusal of the login and secret is 300 (see simulators/portability: VI_CODES). */
const SUCCESS = '100';
const BAD_CREDENTIALS = '300';

/** `apiUrl`: the service's address, APIService.asmx included. */
export type VoipInnovationsOptions = ProviderOptions & { login: string; secret: string };

/**
 * VoIP Innovations' Back Office SOAP 1.1 API: `isPortable(login, secret, tn)` per number, a few at a
 * time. Failures come as SOAP faults (HTTP 500) or as a responseCode other than 100 (HTTP 200).
 */
export function createVoipInnovationsClient({ name, apiUrl, login, secret, timeoutMs }: VoipInnovationsOptions): PortabilityClient {
  const provider = 'voip-innovations';
  const secrets = [secret];

  async function checkOne(tn: string): Promise<PortabilityRow> {
    const answer = await askProvider({
      provider,
      url: new URL(apiUrl),
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml', soapaction: `"${TEMPURI_NS}isPortable"` },
      body: soapRequest('isPortable', [['login', login], ['secret', secret], ['tn', tn]]),
      timeoutMs,
      secrets,
    });
    const reading = readSoapAnswer(answer.text, 'isPortable');
    const detail = { status: answer.status, url: answer.url };
    if (reading.kind === 'fault') {
      // ASP.NET answers every fault with HTTP 500; its code tells our mistake (Client) from the service's (Server).
      const reason = providerWords(`${reading.code} ${reading.words}`, secrets);
      throw new PortabilityError(provider, reading.code.endsWith('Client') ? 'refused' : 'provider-error', { ...detail, reason });
    }
    if (answer.status !== 200) throw new PortabilityError(provider, 'provider-error', detail);
    if (reading.kind === 'unreadable') throw new PortabilityError(provider, 'bad-answer', { ...detail, reason: reading.why });

    const field = (key: string) => reading.fields.get(key) ?? '';
    const code = field('responseCode');
    const words = providerWords(`${code} ${field('responseMessage')}`, secrets);
    if (code === BAD_CREDENTIALS) throw new PortabilityError(provider, 'invalid-credentials', { ...detail, reason: words });
    if (code !== SUCCESS) throw new PortabilityError(provider, 'refused', { ...detail, reason: `${words ?? code} for ${tn}` });
    const portable = field('IsPortable').toLowerCase();
    if (portable !== 'true' && portable !== 'false') throw new PortabilityError(provider, 'bad-answer', { ...detail, reason: 'an isPortableResult without IsPortable true or false' });
    return {
      telephoneNumber: field('TN') || tn,
      isPortable: portable === 'true' ? 'Yes' : 'No',
      serviceProviderName: field('Carrier'),
      type: field('NumberType'),
      name,
    };
  }

  return {
    provider,
    check: (numbers: string[]) => mapLimited(numbers, CONCURRENT_CALLS, checkOne),
  };
}
