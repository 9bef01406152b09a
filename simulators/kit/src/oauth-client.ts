import type http from 'node:http';

/**
 * What an OAuth2 token endpoint reads off a request, the same in every simulated vendor (RFC 6749
 * §2.3.1 and RFC 6750 §2.1); what it then grants, and the words it refuses in, are each vendor's own.
 */
export type ClientCredentials = { clientId: string; clientSecret: string };

/** The client's id and secret, from HTTP Basic (client_secret_basic) or else from the form (client_secret_post). */
export function clientCredentialsOf(headers: http.IncomingHttpHeaders, form: URLSearchParams): ClientCredentials {
  const basic = /^Basic\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (basic) {
    const [clientId = '', ...secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    return { clientId: decodeURIComponent(clientId), clientSecret: decodeURIComponent(secret.join(':')) };
  }
  return { clientId: form.get('client_id') ?? '', clientSecret: form.get('client_secret') ?? '' };
}

/** The token of an `Authorization: Bearer <token>` header, or '' (which no token book holds). */
export const bearerTokenOf = (headers: http.IncomingHttpHeaders): string => /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1] ?? '';
