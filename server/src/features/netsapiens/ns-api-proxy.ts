import { MESSAGES, ZNsApiProxyRequest } from '@mamt/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.js';
import { scopeCloudId } from '../../lib/tenant-scope.js';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import { validationError } from '../../rpc/register-calls.js';
import type { AuthService } from '../auth/auth.service.js';

/**
 * POST /api/mamt/ns-api (document 2 §7): reads of subscriber or domain, answered in the platform's
 * shape. Credentials in the query are ignored: the server uses the caller's own connection, and the
 * results stay within the caller's domains (the super tenant may name a cloud id).
 */
export async function registerNsApiProxy(app: FastifyInstance, deps: { auth: AuthService; gateway: NetsapiensGateway }): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post('/api/mamt/ns-api', { schema: { hide: true } }, async (request) => {
      const header = request.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      const session = token ? await deps.auth.resolveSession(token) : null;
      if (!session) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
      const parsed = ZNsApiProxyRequest.safeParse({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });
      if (!parsed.success) throw validationError(parsed.error);
      const { object, domain, fields } = parsed.data;
      const cloudId = scopeCloudId(session, parsed.data.cloud_id) ?? session.cloudId;
      if (object === 'domain') return deps.gateway.domains(cloudId);
      if (!domain) throw fieldError('domain', MESSAGES.domainRequired);
      return deps.gateway.subscribers(cloudId, domain, fields);
    });
  });
}
