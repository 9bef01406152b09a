import { MESSAGES, calls, canAccess, type CallDefinition } from '@mamt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, validationError as validationErrorOf } from '../lib/app-error.js';
import type { AuditService } from '../features/audit/audit.service.js';
import type { AuthService } from '../features/auth/auth.service.js';
import type { CallContext, Handlers, Session } from './call-context.js';
import { readMultipart } from './read-multipart.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

type Deps = { handlers: Handlers; auth: AuthService; audit: AuditService };

/** Refuses to start when a call of the contract has no handler or no access rule. */
export function assertCallsComplete(handlers: Partial<Record<string, unknown>>): void {
  const problems: string[] = [];
  for (const call of Object.values(calls) as CallDefinition[]) {
    if (typeof handlers[call.name] !== 'function') problems.push(`${call.name} has no handler`);
    if (!call.access) problems.push(`${call.name} has no access rule`);
  }
  for (const name of Object.keys(handlers)) if (!(name in calls)) problems.push(`${name} is not in the contract`);
  if (problems.length > 0) throw new Error(`The API is incomplete:\n  - ${problems.join('\n  - ')}`);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

/** Registers every contract call as POST /api/v1/<name>, with its access rule and audit record. */
export function registerCalls(app: FastifyInstance, { handlers, auth, audit }: Deps): void {
  assertCallsComplete(handlers);
  app.decorateRequest('session', null);

  for (const call of Object.values(calls) as CallDefinition[]) {
    const handler = handlers[call.name as keyof Handlers] as (input: unknown, ctx: CallContext) => Promise<unknown>;
    const multipart = call.body?.kind === 'multipart' ? call.body.files : null;
    const ctxOf = (request: FastifyRequest, files: CallContext['files'] = []): CallContext => ({
      session: request.session,
      clientAddress: request.ip,
      files,
      log: request.log,
      audit: {},
    });
    const recordAudit = async (request: FastifyRequest, ctx: CallContext, error?: unknown) => {
      if (call.effect !== 'write') return;
      const actor = ctx.session
        ? { userId: ctx.session.userId, username: ctx.session.username, cloudId: ctx.session.cloudId }
        : ctx.audit.actor;
      await audit.record({
        ...actor,
        call: call.name,
        target: ctx.audit.target,
        result: error ? 'error' : 'ok',
        detail: error instanceof AppError ? error.code : error ? 'INTERNAL' : undefined,
        clientAddress: request.ip,
      });
    };

    const isGet = call.method === 'GET';
    app.route({
      method: isGet ? 'GET' : 'POST',
      url: `/api/v1/${call.name}`,
      schema: {
        summary: call.summary,
        tags: [call.access.kind === 'anonymous' ? 'public' : 'signed in'],
        ...(call.access.kind === 'anonymous' ? {} : { security: [{ Token: [] }] }),
        ...(multipart ? { consumes: ['multipart/form-data'] } : isGet ? { querystring: call.input } : { body: call.input }),
        response: { 200: call.output },
      },
      preValidation: async (request) => {
        // A POST without a body means "no fields", not a malformed request.
        if (!multipart && !isGet && request.body === undefined) request.body = {};
        const token = tokenOf(request);
        request.session = token ? await auth.resolveSession(token) : null;
        if (call.access.kind === 'anonymous') return;
        const subject = request.session && { userType: request.session.userType, isSuperTenant: request.session.isSuperTenant };
        let refusal: AppError | null = null;
        if (!request.session) refusal = auth.notSignedIn();
        else if (!canAccess(call.access, subject)) refusal = new AppError('FORBIDDEN', MESSAGES.notAllowed);
        if (refusal) {
          await recordAudit(request, ctxOf(request), refusal);
          throw refusal;
        }
      },
      handler: async (request) => {
        let input: unknown = isGet ? request.query : request.body;
        let ctx = ctxOf(request);
        try {
          if (multipart) {
            const { fields, files } = await readMultipart(request, multipart);
            ctx = ctxOf(request, files);
            const parsed = call.input.safeParse(fields);
            if (!parsed.success) throw validationError(parsed.error);
            input = parsed.data;
          }
          const result = await handler(input, ctx);
          await recordAudit(request, ctx);
          return result;
        } catch (error) {
          await recordAudit(request, ctx, error);
          throw error;
        }
      },
    });
  }
}

/** The first message leads; every field keeps its own. */
export function validationError(error: z.ZodError): AppError {
  return validationErrorOf(error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}
