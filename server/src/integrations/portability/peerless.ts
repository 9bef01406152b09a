import { z } from 'zod';
import { joinUrl, jsonOf } from '../outside-http/outside-text.js';
import type { PortabilityClient, PortabilityRow, ProviderOptions } from './portability-client.js';
import { PortabilityError } from './portability-error.js';
import { askProvider, mapLimited, providerWords } from './portability-http.js';

/** A few numbers at a time: one call per number. */
const CONCURRENT_CALLS = 4;

const ZAnswer = z.object({
  tn: z.union([z.string(), z.number()]).transform(String),
  portable: z.boolean(),
  carrier: z.string().nullish(),
  lrn: z.union([z.string(), z.number()]).nullish(),
});
const ZError = z.object({ message: z.string().optional(), error: z.string().optional() });

/** `apiUrl`: the API's base address (the `/mag/v1/...` paths are added); `passCode`: the stored pass code, sent as Peerless's `api_key`. */
export type PeerlessOptions = ProviderOptions & { customer: string; userId: string; passCode: string };

/**
 * Peerless Network. Peerless documents NO public portability API: this client is a model of one in
 * the style of its public API (`/mag/v1/...`, an `api_key` query parameter), answered by
 * simulators/portability, and must be checked against the real service before use:
 * `GET {apiUrl}/mag/v1/portability?api_key=&customer=&user_id=&tn=` -> `{tn, portable, carrier, lrn}`.
 * The key is withheld from every address shown.
 */
export function createPeerlessClient({ name, apiUrl, customer, userId, passCode, timeoutMs }: PeerlessOptions): PortabilityClient {
  const provider = 'peerless';
  const secrets = [passCode];

  async function checkOne(tn: string): Promise<PortabilityRow> {
    const url = joinUrl(apiUrl, '/mag/v1/portability', { api_key: passCode, customer, user_id: userId, tn });
    const answer = await askProvider({ provider, url, method: 'GET', headers: { accept: 'application/json' }, timeoutMs, secrets, secretParams: ['api_key'] });
    const body = jsonOf(answer.text);
    const error = ZError.safeParse(body);
    const detail = { status: answer.status, url: answer.url, reason: error.success ? providerWords(error.data.message ?? error.data.error, secrets) : undefined };
    if (answer.status === 401 || answer.status === 403) throw new PortabilityError(provider, 'invalid-credentials', detail);
    if (answer.status !== 200) throw new PortabilityError(provider, answer.status >= 500 ? 'provider-error' : 'refused', detail);
    const parsed = ZAnswer.safeParse(body);
    if (!parsed.success) throw new PortabilityError(provider, 'bad-answer', { url: answer.url, reason: 'no tn and portable' });
    return {
      telephoneNumber: parsed.data.tn,
      isPortable: parsed.data.portable ? 'Yes' : 'No',
      serviceProviderName: parsed.data.carrier ?? '',
      // The modelled answer gives no number type.
      type: '',
      name,
    };
  }

  return {
    provider,
    check: (numbers: string[]) => mapLimited(numbers, CONCURRENT_CALLS, checkOne),
  };
}
