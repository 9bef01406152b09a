import { ClientCredentialsTokens, ZOAuthError, ZTokenAnswer, type TokenAnswer } from '../outside-http/client-credentials-tokens.js';
import { jsonOf, oneLine } from '../outside-http/outside-text.js';
import { VinSolutionsError } from './vinsolutions-error.js';
import { askVendor } from './vinsolutions-http.js';

/** The scope under which VinSolutions grants its organization API. */
export const PUBLIC_API_SCOPE = 'PublicAPI';

/** OAuth2 errors that mean the client itself is refused, however the server words its status. */
const CLIENT_REFUSED = new Set(['invalid_client', 'unauthorized_client', 'invalid_grant', 'invalid_scope']);

export type VinSolutionsTokenOptions = { tokenUrl: string; clientId: string; clientSecret: string; timeoutMs: number; now?: () => number };

/** Asks VinSolutions' token URL for a PublicAPI client-credentials token; a refusal is a VinSolutionsError. */
async function askVinSolutionsToken({ tokenUrl, clientId, clientSecret, timeoutMs }: VinSolutionsTokenOptions): Promise<TokenAnswer> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: PUBLIC_API_SCOPE });
  const answer = await askVendor({
    request: 'token',
    url: new URL(tokenUrl),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    timeoutMs,
    secrets: [clientSecret],
  });
  const body = jsonOf(answer.text);
  const oauthError = ZOAuthError.safeParse(body);
  const words = oauthError.success ? oneLine([oauthError.data.error, oauthError.data.error_description].filter(Boolean).join(': ')) : undefined;
  const detail = { status: answer.status, url: answer.url, reason: words };
  if (answer.status === 401 || (answer.status === 400 && oauthError.success && CLIENT_REFUSED.has(oauthError.data.error))) {
    throw new VinSolutionsError('token', 'invalid-credentials', detail);
  }
  if (answer.status !== 200) throw new VinSolutionsError('token', answer.status >= 500 ? 'service-error' : 'refused', detail);
  const parsed = ZTokenAnswer.safeParse(body);
  if (!parsed.success) throw new VinSolutionsError('token', 'bad-answer', { url: answer.url, reason: 'a token answer without access_token' });
  return parsed.data;
}

/**
 * VinSolutions' OAuth2 client-credentials token for the PublicAPI scope: asked at the token URL,
 * kept until shortly before it expires, one request at a time however many calls need it at once.
 */
export function vinSolutionsTokens(options: VinSolutionsTokenOptions): ClientCredentialsTokens {
  return new ClientCredentialsTokens(() => askVinSolutionsToken(options), options.now);
}
