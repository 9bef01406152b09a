import { z } from 'zod';
import type { ClientCredentialsOptions } from '../outside-http/client-credentials-tokens.js';
import { joinUrl, jsonOf, oneLine } from '../outside-http/outside-text.js';
import { VinSolutionsError, type VinSolutionsRequest } from './vinsolutions-error.js';
import { askVendor, type VendorAnswer } from './vinsolutions-http.js';
import { vinSolutionsTokens } from './vinsolutions-token.js';

/** A dealer connected to the provider's integration, in the vendor's own field names. */
export type VinDealer = { DealerId: number; Name: string; City: string; State: string };

/** The product's use of VinSolutions; a failure is always a VinSolutionsError. */
export type VinSolutionsClient = {
  /** The dealers that enabled the provider's integration, as VinSolutions lists them now. */
  listDealers(): Promise<VinDealer[]>;
  /** Disconnects a dealer from the integration; a dealer VinSolutions does not have fails as `dealer-not-found`. */
  removeDealer(dealerId: number): Promise<void>;
};

const ZDealerId = z.union([z.number(), z.string().regex(/^\d{1,15}$/).transform(Number)]).pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
/** A dealer without a city or state on file is listed with an empty one, not refused. */
const ZWords = z.string().nullish().transform((words) => words ?? '');
const ZDealers = z.object({
  Count: z.number().optional(),
  Items: z.array(z.object({ DealerId: ZDealerId, Name: ZWords, City: ZWords, State: ZWords })),
});
/** The gateway's error words: `{statusCode, message}` (sometimes `Message`). */
const ZGatewayError = z.object({ message: z.string().optional(), Message: z.string().optional() });

const DEALERS_PATH = '/gateway/v1/organization/dealers';

/** `apiUrl`: the API's base address, the gateway's /gateway/v1/... paths are added to it; `apiKey`: sent as the `api_key` header. */
export type VinSolutionsOptions = ClientCredentialsOptions & { apiUrl: string; apiKey: string };

/**
 * VinSolutions' organization API: an OAuth2 client-credentials token (kept until shortly before it
 * expires), then every call with `Authorization: Bearer …` and the `api_key` header. A 401 means the
 * token died before its time: it is renewed once and the call tried again (a refused call changed
 * nothing, so a removal may be sent again). Every request has the timeout; redirects are refused.
 */
export function createVinSolutionsClient(options: VinSolutionsOptions): VinSolutionsClient {
  const { apiUrl, clientSecret, apiKey, timeoutMs } = options;
  const tokens = vinSolutionsTokens(options);

  /** The call with the kept token, and once more with a new one when the gateway refused it. */
  async function authorized(request: VinSolutionsRequest, path: string, method: 'GET' | 'POST'): Promise<VendorAnswer> {
    const { answer } = await tokens.authorized((token) =>
      askVendor({
        request,
        url: joinUrl(apiUrl, path),
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          api_key: apiKey,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? '{}' : undefined,
        timeoutMs,
        secrets: [clientSecret, apiKey, token],
      }),
    );
    return answer;
  }

  function failure(request: VinSolutionsRequest, answer: VendorAnswer, dealerId?: number): VinSolutionsError {
    const words = ZGatewayError.safeParse(jsonOf(answer.text));
    const reason = words.success ? oneLine(words.data.message ?? words.data.Message) : undefined;
    const detail = { status: answer.status, url: answer.url, reason, dealerId };
    // A 401 here came after the renewal: even a freshly issued token is refused.
    if (answer.status === 401) return new VinSolutionsError(request, 'invalid-credentials', { ...detail, reason: 'the API refused a freshly issued token' });
    if (answer.status === 403) return new VinSolutionsError(request, 'invalid-api-key', detail);
    if (answer.status === 404 && request === 'remove') return new VinSolutionsError(request, 'dealer-not-found', detail);
    return new VinSolutionsError(request, answer.status >= 500 ? 'service-error' : 'refused', detail);
  }

  return {
    async listDealers(): Promise<VinDealer[]> {
      const answer = await authorized('list', DEALERS_PATH, 'GET');
      if (answer.status !== 200) throw failure('list', answer);
      const parsed = ZDealers.safeParse(jsonOf(answer.text));
      if (!parsed.success) throw new VinSolutionsError('list', 'bad-answer', { url: answer.url, reason: 'no Items[] of DealerId, Name, City and State' });
      return parsed.data.Items.map(({ DealerId, Name, City, State }) => ({ DealerId, Name, City, State }));
    },

    async removeDealer(dealerId: number): Promise<void> {
      const answer = await authorized('remove', `${DEALERS_PATH}/id/${dealerId}/remove`, 'POST');
      if (answer.status < 200 || answer.status > 299) throw failure('remove', answer, dealerId);
    },
  };
}
