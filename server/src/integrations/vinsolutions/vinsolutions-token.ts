import { clientCredentialsTokens, type ClientCredentialsOptions, type ClientCredentialsTokens, type TokenRefusal } from '../outside-http/client-credentials-tokens.js';
import { oneLine } from '../outside-http/outside-text.js';
import { VinSolutionsError, type VinSolutionsFailure } from './vinsolutions-error.js';
import { askVendor } from './vinsolutions-http.js';

/** The scope under which VinSolutions grants its organization API. */
export const PUBLIC_API_SCOPE = 'PublicAPI';

/** OAuth2 errors that mean the client itself is refused, however the server words its status. */
const CLIENT_REFUSED = new Set(['invalid_client', 'unauthorized_client', 'invalid_grant', 'invalid_scope']);

const REFUSALS: Record<TokenRefusal, VinSolutionsFailure> = {
  'invalid-credentials': 'invalid-credentials',
  'server-error': 'service-error',
  refused: 'refused',
  'bad-answer': 'bad-answer',
};

/**
 * VinSolutions' OAuth2 client-credentials token for the PublicAPI scope: asked at the token URL,
 * kept until shortly before it expires, one request at a time however many calls need it at once;
 * a refusal is a VinSolutionsError.
 */
export function vinSolutionsTokens(options: ClientCredentialsOptions): ClientCredentialsTokens {
  return clientCredentialsTokens(options, {
    scope: PUBLIC_API_SCOPE,
    ask: (request) => askVendor({ request: 'token', ...request }),
    refusal: (refusal, detail) => new VinSolutionsError('token', REFUSALS[refusal], detail),
    words: (_, oauthError) => (oauthError ? oneLine([oauthError.error, oauthError.error_description].filter(Boolean).join(': ')) : undefined),
    refusesClient: (error) => CLIENT_REFUSED.has(error),
  });
}
