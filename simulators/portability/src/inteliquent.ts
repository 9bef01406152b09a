import { bearerTokenOf, clientCredentialsOf, json, jsonObject, reasonOf, type Answer, type ClientCredentials, type Request, type TokenBook } from '@mamt/simulator-kit';
import { isNanpNumber, portabilityOf } from './numbers.js';

export type InteliquentCredentials = ClientCredentials;

/** Inteliquent's error shape: `statusCode` as a string and its status words. */
export const inteliquentError = (status: number, words = reasonOf(status)): Answer => json(status, { statusCode: String(status), status: words });

/** `POST /inteliquent/oauth/token`: OAuth2 client credentials (RFC 6749 §4.4), errors in RFC 6749 §5.2 words. */
export function grantToken(request: Request, accepted: readonly InteliquentCredentials[], tokens: TokenBook): Answer {
  const form = new URLSearchParams(request.body);
  if (form.get('grant_type') !== 'client_credentials') {
    return json(400, { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
  }
  const { clientId, clientSecret } = clientCredentialsOf(request.headers, form);
  if (!accepted.some((each) => each.clientId === clientId && each.clientSecret === clientSecret)) {
    return json(401, { error: 'invalid_client' });
  }
  const { accessToken, expiresIn } = tokens.issue();
  return json(200, { access_token: accessToken, expires_in: expiresIn, token_type: 'Bearer', scope: 'portInAvailability' });
}

/** The numbers of `{"tnList":{"tnItem":[{"tn":"…"}]}}`, or undefined when the body is not that shape. */
function numbersOf(body: Record<string, unknown>): string[] | undefined {
  const items = (body.tnList as { tnItem?: unknown } | undefined)?.tnItem;
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const numbers = items.map((item) => (item as { tn?: unknown } | null)?.tn);
  return numbers.every((tn): tn is string => typeof tn === 'string') ? numbers : undefined;
}

/**
 * `POST /inteliquent/portInAvailability` with a bearer token: each number's availability for a
 * port in. Unknown and expired tokens get 401; a list that holds anything but 10-digit North
 * American numbers is refused whole with 400, naming the first bad one.
 */
export function portInAvailability(request: Request, tokens: TokenBook): Answer {
  if (!tokens.isValid(bearerTokenOf(request.headers))) return inteliquentError(401, 'Unauthorized');
  const body = jsonObject(request.body);
  const numbers = body && numbersOf(body);
  if (!numbers) return json(400, { statusCode: '400', status: 'Bad Request', message: 'tnList.tnItem must list objects with a tn' });
  const bad = numbers.find((tn) => !isNanpNumber(tn));
  if (bad !== undefined) return json(400, { statusCode: '400', status: 'Bad Request', message: `Invalid telephone number: ${bad.slice(0, 20)}` });
  const withName = body!.returnServiceProviderName === true;
  return json(200, {
    status: 'Success',
    statusCode: '200',
    serviceAvailable: numbers.map((tn) => {
      const { portable, carrier, lrn, reason } = portabilityOf(tn);
      return { telephoneNumber: tn, isPortable: portable, serviceProviderName: withName ? carrier.name : '', localRoutingNumber: lrn, notPortableReason: reason };
    }),
  });
}
