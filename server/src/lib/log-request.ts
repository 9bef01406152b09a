import type { FastifyRequest } from 'fastify';

/**
 * Paths whose query string carries credentials: the softphone app may send cloud_password in a GET
 * query (document 4 §2.3), and the access log must never keep it.
 */
const SECRET_QUERY_PATHS = ['/provisioning/'];

export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const path = url.slice(0, question);
  return SECRET_QUERY_PATHS.some((prefix) => path.startsWith(prefix)) ? `${path}?[redacted]` : url;
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
