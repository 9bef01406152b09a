import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_KEY_PATTERN, MESSAGE_TEXTS, MESSAGES, calls, canAccess, scopesOf, type CallDefinition, type CallName } from '@mamt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import type { AuditService } from '../features/audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CallContext, Handlers, Session } from './call-context.js';
import { inputSourceOf, readCallInput } from './call-input.js';
import type { Idempotency } from './idempotency.js';
import { PerUserLimit, takeCallLimits } from '../lib/per-user-limit.js';
import { XML_CONTENT_TYPE, errorXml } from '../lib/xml.js';
import { scopeProblems, type ScopeResolver } from './resolve-scope.js';

export { validationError } from './call-input.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** How the call answers, success and failure alike (the error handler reads it). */
    answer?: 'json' | 'xml';
  }
}

type Deps = {
  handlers: Handlers;
  auth: AuthService;
  audit: AuditService;
  resolveScope: ScopeResolver;
  idempotency: Idempotency;
  /**
   * Resolves once this process has taken in every session change committed so far (the database
   * announces them; session-cache.ts): a write's answer goes out only then, so that no call after it
   * is served a session the write ended or changed.
   */
  sessionChangesSeen: () => Promise<void>;
  perUserLimitFactor?: number;
};

const IDEMPOTENCY_KEY = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** The optional Idempotency-Key of a signed-in write call, checked and described in the API docs. */
const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY]: z
    .string({ error: MESSAGE_TEXTS.idempotencyKeyInvalid })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: MESSAGE_TEXTS.idempotencyKeyInvalid })
    .optional()
    .describe(
      `One random key per submit. A repeat of the key by the same user (same call, same input) within ${IDEMPOTENCY_KEY_HOURS} hours answers the first successful answer, ` +
        'waiting for it while the first is still running, and does not run the call again (the answer then carries Idempotent-Replayed: true). ' +
        'The same key with another call or input is refused (422); a refused or failed first request (4xx, 5xx) leaves the key free to send again.',
    ),
});

/**
 * Refuses to start when a call of the contract has no handler, access rule or sound scope, or names
 * a record whose owner no area looks up (checked when the record owners are given).
 */
export function assertCallsComplete(handlers: Partial<Handlers>, recordOwners?: Record<string, unknown>): asserts handlers is Handlers {
  const problems: string[] = [];
  for (const call of Object.values(calls) as CallDefinition[]) {
    if (typeof handlers[call.name as CallName] !== 'function') problems.push(`${call.name} has no handler`);
    if (!call.access) problems.push(`${call.name} has no access rule`);
    problems.push(...scopeProblems(call));
    for (const s of recordOwners ? scopesOf(call) : []) {
      if (s.kind === 'record' && !(s.owner in recordOwners!)) problems.push(`${call.name}: no area looks up the owner of a ${s.owner}`);
    }
  }
  for (const name of Object.keys(handlers)) if (!(name in calls)) problems.push(`${name} is not in the contract`);
  if (problems.length > 0) throw new Error(`The API is incomplete:\n  - ${problems.join('\n  - ')}`);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

/** Where a call is served: POST /api/v1/<name> unless the contract keeps an older address. */
export const pathOf = (call: CallDefinition) => call.path ?? `/api/v1/${call.name}`;

/**
 * Registers every contract call. Each request passes the same steps: session, access rule, input
 * validation, per-user limit, scope, handler (once per Idempotency-Key), audit record of state-changing calls.
 */
export function registerCalls(app: FastifyInstance, { handlers, auth, audit, resolveScope, idempotency, sessionChangesSeen, perUserLimitFactor = 1 }: Deps): void {
  assertCallsComplete(handlers);
  app.decorateRequest('session', null);
  // Form-encoded bodies, as the platform's own clients send them to the proxy.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const limit = new PerUserLimit();

  for (const call of Object.values(calls) as CallDefinition[]) {
    const handler = handlers[call.name as keyof Handlers] as (input: unknown, ctx: CallContext) => Promise<unknown>;
    const source = inputSourceOf(call);
    const ctxOf = (request: FastifyRequest, files: CallContext['files'] = []): CallContext => ({
      session: request.session,
      clientAddress: request.ip,
      files,
      log: request.log,
      audit: {},
      scope: null,
    });
    const recordAudit = async (request: FastifyRequest, ctx: CallContext, error?: unknown) => {
      if (call.effect !== 'write') return;
      const actor = ctx.session
        ? { userId: ctx.session.userId, username: ctx.session.username, cloudId: ctx.session.cloudId }
        : ctx.audit.actor;
      // The tenant acted on: a named record's owner, else the one tenant the call resolved to.
      const tenantCloudId = ctx.scope?.record?.cloudId ?? ctx.scope?.tenant.cloudId;
      await audit.record({
        ...actor,
        call: call.name,
        target: ctx.audit.target,
        result: error ? 'error' : 'ok',
        detail: [error instanceof AppError ? error.code : error ? 'INTERNAL' : undefined, ctx.audit.detail].filter(Boolean).join('; ') || undefined,
        clientAddress: request.ip,
      }, tenantCloudId, { subject: ctx.audit.subject, changes: error ? undefined : ctx.audit.changes });
    };

    const anonymous = call.access.kind === 'anonymous';
    const xml = call.answer === 'xml';
    // A signed-in caller's write answered in JSON can be repeated safely with a key.
    const keyed = call.effect === 'write' && !anonymous && !xml;
    app.route({
      method: call.alsoGet ? ['GET', 'POST'] : source === 'query' ? 'GET' : 'POST',
      url: pathOf(call),
      config: { answer: xml ? 'xml' : 'json' },
      schema: {
        summary: call.summary,
        tags: [anonymous ? 'public' : 'signed in'],
        ...(anonymous ? {} : { security: [{ Token: [] }] }),
        ...(source === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
        ...(source === 'form' ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
        ...(source === 'query' ? { querystring: call.input } : source === 'json' ? { body: call.input } : {}),
        ...(keyed ? { headers: idempotencyHeaders } : {}),
        ...(xml ? { produces: ['application/xml'] } : { response: { 200: call.output } }),
      },
      ...(call.outputCheck === 'passThrough' ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
      preValidation: async (request) => {
        // A POST without a body means "no fields", not a malformed request.
        if (source === 'json' && request.body === undefined) request.body = {};
        // An anonymous call is the same for everyone: a session's Token header lifts none of its limits.
        if (anonymous) return;
        const token = tokenOf(request);
        request.session = token ? await auth.resolveSession(token) : null;
        const subject = request.session && { userType: request.session.userType, isSuperTenant: request.session.isSuperTenant };
        let refusal: AppError | null = null;
        if (!request.session) refusal = auth.notSignedIn();
        else if (!canAccess(call.access, subject)) refusal = new AppError('FORBIDDEN', call.deniedMessage ? MESSAGES[call.deniedMessage] : MESSAGES.notAllowed);
        if (refusal) {
          await recordAudit(request, ctxOf(request), refusal);
          throw refusal;
        }
      },
      handler: async (request, reply) => {
        let ctx = ctxOf(request);
        try {
          const { input, files } = await readCallInput(call, request);
          ctx = ctxOf(request, files);
          takeCallLimits(limit, call, request, input, perUserLimitFactor);
          ctx.scope = await resolveScope(call, input as Record<string, unknown>, request.session);
          const key = keyed ? request.headers[IDEMPOTENCY_KEY] : undefined;
          const run = () => handler(input, ctx);
          const { answer: result, replayed } =
            typeof key === 'string' && request.session
              ? await idempotency.run({ userId: request.session.userId, key, call: call.name, input, files }, run)
              : { answer: await run(), replayed: false };
          // A repeat changed nothing: the first request left the audit record.
          if (replayed) reply.header('idempotent-replayed', 'true');
          else await recordAudit(request, ctx);
          if (!xml) return result;
          const answer = result as { status: number; xml: string };
          return reply.status(answer.status).type(XML_CONTENT_TYPE).send(answer.xml);
        } catch (error) {
          await recordAudit(request, ctx, error);
          throw error;
        } finally {
          if (call.effect === 'write') await sessionChangesSeen();
        }
      },
    });
    // An app integration answers other methods of its GET-and-POST address with 405 in its own
    // error format (Acrobits' sample), not with the JSON 404 of an unknown route.
    if (xml && call.alsoGet) {
      app.route({
        method: ['PUT', 'PATCH', 'DELETE'],
        url: pathOf(call),
        config: { answer: 'xml' },
        schema: { hide: true },
        handler: async (_request, reply) =>
          reply.status(405).header('allow', 'GET, POST').type(XML_CONTENT_TYPE).send(errorXml(MESSAGES.provisioningMethodNotAllowed.text)),
      });
    }
  }
}
