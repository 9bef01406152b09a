import { TEXT_HAS_NUL, type ApiError } from '@mamt/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

/**
 * PostgreSQL refuses a NUL character in text (22021) and in JSON (22P05). The contract refuses it
 * in every field first; should a value ever slip through, it is still the request's fault.
 */
const NUL_REFUSED_CODES = new Set(['22021', '22P05']);
function isNulRefusedByDatabase(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (NUL_REFUSED_CODES.has(String((cause as { code?: unknown }).code))) return true;
  }
  return false;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again, and tell support if it keeps happening.';

/** Every failure leaves as `{ code, message, fieldErrors? }`; details of 5xx errors stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody());

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fieldErrors[field] ??= issue.message ?? 'Invalid value';
      }
      const body: ApiError = { code: 'VALIDATION_FAILED', message: error.validation[0]?.message ?? 'Invalid input', fieldErrors };
      return reply.status(400).send(body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match the contract');
      return reply.status(500).send({ code: 'INTERNAL', message: INTERNAL_MESSAGE } satisfies ApiError);
    }

    if (isNulRefusedByDatabase(error)) {
      request.log.warn({ err: error }, 'the database refused a NUL character the contract let through');
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: TEXT_HAS_NUL } satisfies ApiError);
    }

    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } satisfies ApiError);
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please slow down.' } satisfies ApiError);
    }
    if (status === 404 || status === 403) {
      const code = status === 404 ? 'NOT_FOUND' : 'FORBIDDEN';
      return reply.status(status).send({ code, message: status === 404 ? 'Not found.' : 'Not allowed.' } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the request, not the server, is at fault.
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: `The request could not be read: ${error.message}` } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'INTERNAL', message: INTERNAL_MESSAGE } satisfies ApiError);
  });
}
