import { z } from 'zod';
import type { ClientCredentialsOptions } from '../outside-http/client-credentials-tokens.js';
import { joinUrl, jsonOf } from '../outside-http/outside-text.js';
import { inteliquentTokens } from './inteliquent-token.js';
import type { PortabilityClient, PortabilityRow, ProviderOptions } from './portability-client.js';
import { PortabilityError } from './portability-error.js';
import { askProvider, providerWords, type ProviderAnswer } from './portability-http.js';

/** A flag as the provider may write it: a boolean, or "true"/"Y"/"Yes" as text. */
const ZFlag = z.union([z.boolean(), z.string().transform((text) => /^(true|y|yes)$/i.test(text.trim()))]);

const ZAvailability = z.object({
  serviceAvailable: z.array(
    z.object({
      telephoneNumber: z.union([z.string(), z.number()]).transform(String),
      isPortable: ZFlag,
      serviceProviderName: z.string().nullish(),
    }),
  ),
});

/** Inteliquent's error words: `{statusCode, status}`, sometimes with a `message`. */
const ZInteliquentError = z.object({ status: z.string().optional(), message: z.string().optional() });

export type InteliquentOptions = ProviderOptions & ClientCredentialsOptions;

/**
 * Inteliquent: an OAuth2 client-credentials token (kept until shortly before it expires), then
 * `POST {apiUrl}/portInAvailability` for all the numbers in one call. A 401 there means the token
 * died before its time: it is renewed once and the call tried again.
 */
export function createInteliquentClient(options: InteliquentOptions): PortabilityClient {
  const { name, apiUrl, clientSecret, timeoutMs } = options;
  const provider = 'inteliquent';
  const tokens = inteliquentTokens(options);

  const ask = (numbers: string[], token: string) =>
    askProvider({
      provider,
      url: joinUrl(apiUrl, '/portInAvailability'),
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ tnList: { tnItem: numbers.map((tn) => ({ tn })) }, returnServiceProviderName: true }),
      timeoutMs,
      secrets: [clientSecret, token],
    });

  function failure(answer: ProviderAnswer, token: string): PortabilityError {
    const words = ZInteliquentError.safeParse(jsonOf(answer.text));
    const reason = words.success ? providerWords(words.data.message ?? words.data.status, [clientSecret, token]) : undefined;
    const detail = { status: answer.status, url: answer.url, reason };
    // A 401 here came after the renewal: even a freshly issued token is refused.
    if (answer.status === 401) return new PortabilityError(provider, 'invalid-credentials', { ...detail, reason: 'the API refused a freshly issued token' });
    if (answer.status === 403) return new PortabilityError(provider, 'invalid-credentials', detail);
    return new PortabilityError(provider, answer.status >= 500 ? 'provider-error' : 'refused', detail);
  }

  return {
    provider,
    async check(numbers: string[]): Promise<PortabilityRow[]> {
      if (numbers.length === 0) return [];
      const { answer, token } = await tokens.authorized((token) => ask(numbers, token));
      if (answer.status !== 200) throw failure(answer, token);
      const parsed = ZAvailability.safeParse(jsonOf(answer.text));
      if (!parsed.success) throw new PortabilityError(provider, 'bad-answer', { url: answer.url, reason: 'no serviceAvailable[] with telephoneNumber and isPortable' });
      return parsed.data.serviceAvailable.map((item) => ({
        telephoneNumber: item.telephoneNumber,
        isPortable: item.isPortable ? 'Yes' : 'No',
        serviceProviderName: item.serviceProviderName ?? '',
        // Inteliquent names the carrier but gives no number type.
        type: '',
        name,
      }));
    },
  };
}
