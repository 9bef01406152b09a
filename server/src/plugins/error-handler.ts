import { MESSAGES, formatMessage, type ApiError } from '@mamt/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, validationError } from '../lib/app-error.js';
import { isDatabaseUnreachable } from '../lib/db-errors.js';
import { redactedUrl } from '../lib/log-request.js';
import { XML_CONTENT_TYPE, errorXml } from '../lib/xml.js';

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

/** When to ask again after the database could not be reached. */
const DATABASE_RETRY_SECONDS = 5;

/** The answer to a failure the framework raised, by its HTTP status. */
function frameworkFailure(status: number, reason: string): AppError {
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.requestTooLarge);
  if (status === 429) return new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  if (status === 404) return new AppError('NOT_FOUND', MESSAGES.notFound);
  if (status === 403) return new AppError('FORBIDDEN', MESSAGES.forbidden);
  // Malformed JSON, wrong content type and the like: the request, not the server, is at fault.
  return new AppError('VALIDATION_FAILED', formatMessage(MESSAGES.unreadableRequest, { reason }));
}

/**
 * Every failure leaves as `{ code, message, fieldErrors? }` with message ids; details of 5xx errors stay in
 * the log, with the URL they were asked at as the access log keeps it (credentials withheld).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const internal = (): ApiError => new AppError('INTERNAL', MESSAGES.internalError).toBody();

  app.setErrorHandler<FastifyError | AppError>((error, request, rawReply) => {
    // Calls answering XML (the softphone app's provisioning) fail in XML too: the app shows `message`.
    const xml = request.routeOptions.config?.answer === 'xml';
    const reply = {
      status: (status: number) => ({
        send: (body: ApiError) => (xml ? rawReply.status(status).type(XML_CONTENT_TYPE).send(errorXml(body.message)) : rawReply.status(status).send(body)),
      }),
    };
    if (error instanceof AppError) {
      // A refusal that ends at a known time says when, for clients and proxies that read the header.
      if (error.retryAfterSeconds !== undefined) rawReply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.toBody());
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? MESSAGES.invalidValue.text,
      }));
      return reply.status(400).send(validationError(issues).toBody());
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: redactedUrl(request.url), issues: error.cause.issues }, 'response did not match the contract');
      return reply.status(500).send(internal());
    }

    if (isNulRefusedByDatabase(error)) {
      request.log.warn({ err: error, url: redactedUrl(request.url) }, 'the database refused a NUL character the contract let through');
      return reply.status(400).send(new AppError('VALIDATION_FAILED', MESSAGES.textHasNul).toBody());
    }

    if (isDatabaseUnreachable(error)) {
      // The database is down or restarting: the caller learns it at once and may try again shortly.
      request.log.error({ err: error, url: redactedUrl(request.url) }, 'database unreachable');
      rawReply.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return reply.status(503).send(new AppError('UNAVAILABLE', MESSAGES.databaseUnavailable).toBody());
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const failure = frameworkFailure(status, error.message);
      return reply.status(failure.statusCode).send(failure.toBody());
    }
    request.log.error({ err: error, url: redactedUrl(request.url) }, 'unexpected error');
    return reply.status(500).send(internal());
  });
}
