import { json, jsonObject, reasonOf, type Answer, type Request } from './answer.js';
import { isNanpNumber, portabilityOf } from './numbers.js';
import type { Tokens } from './tokens.js';

export type InteliquentCredentials = { clientId: string; clientSecret: string };

/** Inteliquent's error shape: `statusCode` as a string and its status words. */
export const inteliquentError = (status: number, words = reasonOf(status)): Answer => json(status, { statusCode: String(status), status: words });

/** The client's id and secret, from the form (client_secret_post) or from HTTP Basic (client_secret_basic). */
function credentialsOf(request: Request, form: URLSearchParams): InteliquentCredentials {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const [clientId = '', ...secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    return { clientId: decodeURIComponent(clientId), clientSecret: decodeURIComponent(secret.join(':')) };
  }
  return { clientId: form.get('client_id') ?? '', clientSecret: form.get('client_secret') ?? '' };
}

/** `POST /inteliquent/oauth/token`: OAuth2 client credentials (RFC 6749 §4.4), errors in RFC 6749 §5.2 words. */
export function grantToken(request: Request, accepted: readonly InteliquentCredentials[], tokens: Tokens): Answer {
  const form = new URLSearchParams(request.body);
  if (form.get('grant_type') !== 'client_credentials') {
    return json(400, { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
  }
  const { clientId, clientSecret } = credentialsOf(request, form);
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
export function portInAvailability(request: Request, tokens: Tokens): Answer {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!tokens.isValid(token)) return inteliquentError(401, 'Unauthorized');
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
