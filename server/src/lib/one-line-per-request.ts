import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
