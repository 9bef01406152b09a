import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose value is a credential, by name. The softphone app may send
 * `cloud_password` in a GET query (document 4 §2.3) and a reset link carries its `ref`; the others
 * are the usual names of passwords, tokens, secrets and keys, so that no other address of the
 * product or a client's mistake puts one in the log. A name is compared after URL-decoding it, in
 * lower case and without a trailing `[]`, on every path: how a path is spelled (`//provisioning`,
 * `/%70rovisioning`, `/Provisioning`) does not decide what reaches the log.
 */
export const SECRET_QUERY_NAMES: ReadonlySet<string> = new Set([
  'cloud_password',
  'password',
  'passwd',
  'pass',
  'pwd',
  'superpass',
  'secret',
  'client_secret',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'ref',
  'code',
  'key',
  'api_key',
  'apikey',
  'appid',
  'auth',
  'authorization',
  'signature',
  'sig',
]);

export const REDACTED = '[redacted]';

const QR_PAGE = /^\/+qr\//i;

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** A name that cannot be decoded might be any of them: its value is withheld too. */
function isSecretName(rawName: string): boolean {
  const name = decoded(rawName);
  return name === undefined || SECRET_QUERY_NAMES.has(name.trim().toLowerCase().replace(/\[\]$/, ''));
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return isSecretName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** Whether a path is the QR page's, `/qr/<token>` however spelled: its last segment is a live one-time token (document 4 §2). */
export function isQrPagePath(path: string): boolean {
  return QR_PAGE.test(decoded(path) ?? path);
}

function redactedPath(path: string): string {
  return isQrPagePath(path) ? `/qr/${REDACTED}` : path;
}

/** The URL as the log may keep it: the QR page's token and the value of every credential parameter withheld, the rest as sent. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return redactedPath(url);
  return `${redactedPath(url.slice(0, question))}?${redactedQuery(url.slice(question + 1))}`;
}

/** Fastify's own request fields, with the URL redacted. */
export function serializeLoggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
