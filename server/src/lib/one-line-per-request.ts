import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Marks the record of a request's line, so that the log store can take it as it was logged instead
 * of parsing the JSON line back (lib/log-tee.ts). A symbol: pino's JSON never shows it.
 */
export const REQUEST_LINE: unique symbol = Symbol('request line');

/** The record a request's line is logged with: the request and reply themselves, as Fastify's own lines have them. */
export type RequestLineRecord = { [REQUEST_LINE]: true; req: FastifyRequest; res: FastifyReply; responseTime: number };

export const isRequestLineRecord = (value: unknown): value is RequestLineRecord =>
  typeof value === 'object' && value !== null && (value as Partial<RequestLineRecord>)[REQUEST_LINE] === true;

/**
 * Fastify writes two lines for every request: "incoming request" (method, URL) and "request
 * completed" (status, time). Here each request writes one, when it is answered, with all of it: the
 * console and System Logs read one line per request, and a server answering thousands of requests a
 * second serializes, parses and stores half as many lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ [REQUEST_LINE]: true, req: request, res: reply, responseTime: reply.elapsedTime } satisfies RequestLineRecord, 'request completed');
  }
}
