import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI of every call, generated from the contract, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mobile App Management console API',
        version: '1.0.0',
        description:
          'Every call is POST /api/v1/<callName>. Failures answer { code, message, fieldErrors? } with messageId, params and fieldErrorIds beside them (catalog ids, for clients that translate); answers a console shows carry message_id. Signed-in calls carry the session token in the Token header. A signed-in write call may carry an Idempotency-Key header (one random key per submit): a repeat of the key by the same user gets the first successful answer, marked Idempotent-Replayed: true, instead of running the call again; the key with another request answers 422.',
      },
      components: { securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs may not be framed either.
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
