import { bearerTokenOf, clientCredentialsOf, json, jsonObject, reasonOf, type Answer, type Request, type TokenBook } from '@mamt/simulator-kit';
import type { DealerBook } from './dealers.js';

/** A client of the integration: its OAuth2 client and the API key the gateway asks for beside the token. */
export type VinSolutionsCredentials = { clientId: string; clientSecret: string; apiKey: string };

/** The scope the organization API is granted under. */
export const PUBLIC_API_SCOPE = 'PublicAPI';

/** OAuth2's error words (RFC 6749 §5.2), as the vendor's IdentityServer answers them: 400 for every refusal. */
const oauthError = (error: string, description?: string): Answer => json(400, description ? { error, error_description: description } : { error });

/** The gateway's error shape: the status again and its words. */
export const gatewayError = (status: number, message = reasonOf(status)): Answer => json(status, { statusCode: status, message });

/** A failure of the token endpoint (a test's fault) in its own words. */
export function tokenFailure(status: number): Answer {
  if (status === 400 || status === 401) return json(status, { error: 'invalid_client' });
  return json(status, { error: status >= 500 ? 'server_error' : 'invalid_request', error_description: reasonOf(status) });
}

/** `POST /connect/token`: OAuth2 client credentials (RFC 6749 §4.4) for the `PublicAPI` scope. */
export function grantToken(request: Request, accepted: readonly VinSolutionsCredentials[], tokens: TokenBook): Answer {
  const form = new URLSearchParams(request.body);
  if (form.get('grant_type') !== 'client_credentials') return oauthError('unsupported_grant_type');
  const { clientId, clientSecret } = clientCredentialsOf(request.headers, form);
  if (!accepted.some((each) => each.clientId === clientId && each.clientSecret === clientSecret)) return oauthError('invalid_client');
  const scopes = (form.get('scope') ?? '').split(/\s+/).filter(Boolean);
  if (scopes.length === 0 || scopes.some((scope) => scope !== PUBLIC_API_SCOPE)) return oauthError('invalid_scope', `only the ${PUBLIC_API_SCOPE} scope is granted`);
  const { accessToken, expiresIn } = tokens.issue();
  return json(200, { access_token: accessToken, expires_in: expiresIn, token_type: 'Bearer', scope: PUBLIC_API_SCOPE });
}

/**
 * The gateway's two checks before any route: an `api_key` header of a known client (403 otherwise),
 * then a bearer token the token endpoint issued and that has not expired (401 otherwise).
 */
export function refusalOf(request: Request, accepted: readonly VinSolutionsCredentials[], tokens: TokenBook): Answer | undefined {
  const apiKey = request.headers['api_key'];
  if (typeof apiKey !== 'string' || !accepted.some((each) => each.apiKey === apiKey)) {
    return gatewayError(403, 'Forbidden: the api_key header is missing or not a key of this integration');
  }
  if (!tokens.isValid(bearerTokenOf(request.headers))) return gatewayError(401, 'Unauthorized: the access token is missing, not valid or expired');
  return undefined;
}

/** `GET /gateway/v1/organization/dealers`: the dealers that enabled the integration. */
export function listDealers(dealers: DealerBook): Answer {
  const items = dealers.present();
  return json(200, { Count: items.length, Items: items });
}

/** `POST /gateway/v1/organization/dealers/id/{DealerId}/remove` with `{}`: 204, or 404 when it is not (or no longer) connected. */
export function removeDealer(request: Request, dealerId: number, dealers: DealerBook): Answer {
  if (!jsonObject(request.body)) return gatewayError(400, 'Bad Request: the body must be a JSON object ({})');
  if (dealers.remove(dealerId) === 'absent') return gatewayError(404, `Not Found: dealer ${dealerId} is not connected to this integration`);
  return { status: 204 };
}
